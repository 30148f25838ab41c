import * as z from 'zod/mini';
import { longText } from './textField';

/** The one post-visit question to the doctor (spec §5: required). */
export const chatQuestionFormSchema = z.object(
  {
    message: longText(),
  },
  'validation.invalid',
);

/** Values of the chat question form once valid. */
export type ChatQuestionFormValues = z.infer<typeof chatQuestionFormSchema>;
