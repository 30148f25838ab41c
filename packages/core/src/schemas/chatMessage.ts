import * as z from 'zod/mini';
import { EntityIdSchema } from './entityId';
import { IsoDateTimeSchema } from './isoDateTime';
import { SenderTypeSchema } from './senderType';

/** A message of the post-visit chat (spec §3). `role` is the sender type. */
export const ChatMessageSchema = z.object({
  senderId: EntityIdSchema,
  role: SenderTypeSchema,
  senderName: z.string(),
  message: z.string().check(z.minLength(1)),
  deliveredOn: IsoDateTimeSchema,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** Body of `conversation/message/{id}`: the patient's question or the doctor's answer. */
export const SendMessageRequestSchema = z.object({
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(4000)),
});
export type SendMessageRequest = z.infer<typeof SendMessageRequestSchema>;
