import * as z from 'zod/mini';
import { ChatMessageSchema } from './chatMessage';
import { IsoDateTimeSchema } from './isoDateTime';

/**
 * Response of `conversation/{id}`. The spec shows only "messages"; decided: the server also says
 * whether the patient may still ask (`canAsk`: one question, within 24 h of the visit end) and
 * when access ends (`conversationExpiresAt`, null before the visit has finished), so the client
 * does not recompute the rule the server enforces.
 */
export const ConversationSchema = z.object({
  messages: z.array(ChatMessageSchema),
  canAsk: z.boolean(),
  conversationExpiresAt: z.nullable(IsoDateTimeSchema),
});
export type Conversation = z.infer<typeof ConversationSchema>;
