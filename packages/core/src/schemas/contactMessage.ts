import * as z from 'zod/mini';
import { boundedText, TEXT_LIMITS } from './textLimits';

const required = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** Body of `contact/message` (the contact form, anonymous); answered 204. */
export const ContactMessageSchema = z.object({
  email: z.email().check(z.maxLength(TEXT_LIMITS.email)),
  name: required(TEXT_LIMITS.name),
  subject: required(TEXT_LIMITS.subject),
  message: required(TEXT_LIMITS.message),
  captchaToken: z.optional(boundedText(TEXT_LIMITS.captchaToken)),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
