import * as z from 'zod/mini';
import { addressField } from './addressField';
import { emailField } from './emailField';
import { patientField } from './patientField';
import { phoneNumberField } from './phoneNumberField';

const common = {
  email: emailField(),
  phoneNumber: phoneNumberField(),
  patients: z
    .array(patientField(), 'validation.patientRequired')
    .check(z.minLength(1, 'validation.patientRequired')),
  /** Save this address as the profile's default one. */
  setDefaultAddress: z.optional(z.boolean('validation.invalid')),
};

/**
 * The personal-data step of an order (spec §5): e-mail, phone, the address (city, post code, street,
 * house number — required for every visit type, as §5 lists them; a home visit goes there, the
 * others need it for the medical record and the invoice) and, per patient, first and last name,
 * date of birth and a valid PESEL — or, with `noPesel`, a document type and number.
 */
export const orderPersonalFormSchema = z.object(
  {
    ...common,
    appointmentType: z.enum(
      ['HOUSE', 'CALL', 'CHAT', 'VIDEO', 'STATIONARY', 'PRESCRIPTION'],
      'validation.selectRequired',
    ),
    address: addressField(),
  },
  'validation.invalid',
);

/** Values of the order's personal-data step once valid. */
export type OrderPersonalFormValues = z.infer<typeof orderPersonalFormSchema>;
