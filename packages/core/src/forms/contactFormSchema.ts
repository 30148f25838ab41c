import * as z from 'zod/mini';
import { emailField } from './emailField';
import { longText, requiredText } from './textField';

/** The public contact form (spec §5): a valid e-mail, name, subject and message, all required. */
export const contactFormSchema = z.object(
  {
    email: emailField(),
    name: requiredText(),
    subject: requiredText(),
    message: longText(),
  },
  'validation.invalid',
);

/** Values of the contact form once valid. */
export type ContactFormValues = z.infer<typeof contactFormSchema>;
