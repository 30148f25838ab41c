import * as z from 'zod/mini';

/** Every error answer of the API: a catalogue code (spec §8) and a message for logs. */
export const ErrorPayloadSchema = z.object({
  code: z.int(),
  message: z.string(),
});
export type ErrorPayload = z.infer<typeof ErrorPayloadSchema>;
