import * as z from 'zod/mini';

/** Who wrote a chat message; DOCTOR_CHAT is a doctor answering in the post-visit chat. */
export const SENDER_TYPES = ['PATIENT', 'DOCTOR', 'DOCTOR_CHAT'] as const;
export const SenderTypeSchema = z.enum(SENDER_TYPES);
export type SenderType = z.infer<typeof SenderTypeSchema>;
