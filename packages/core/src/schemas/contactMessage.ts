import * as z from 'zod/mini';

const required = z.string().check(z.trim(), z.minLength(1));

/** Body of `contact/message` (the contact form, anonymous); answered 204. */
export const ContactMessageSchema = z.object({
  email: z.email(),
  name: required,
  subject: required,
  message: required,
  captchaToken: z.optional(z.string()),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
