import * as z from 'zod/mini';
import { addressField } from './addressField';
import { emailField } from './emailField';
import { phoneNumberField } from './phoneNumberField';

/**
 * The profile form (spec §5): e-mail, phone and address required, post code `00-000`. The
 * marketing and commercial agreements are optional (spec §5: only the terms are mandatory).
 */
export const profileFormSchema = z.object(
  {
    email: emailField(),
    phoneNumber: phoneNumberField(),
    address: addressField(),
    marketingAgreement: z.optional(z.boolean('validation.invalid')),
    commercialAgreement: z.optional(z.boolean('validation.invalid')),
  },
  'validation.invalid',
);

/** Values of the profile form once valid. */
export type ProfileFormValues = z.infer<typeof profileFormSchema>;
