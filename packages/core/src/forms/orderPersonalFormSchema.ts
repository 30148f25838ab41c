import * as z from 'zod/mini';
import { addressField, optionalAddressField } from './addressField';
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
 * The personal-data step of an order (spec §5): e-mail, phone and, per patient, first and last
 * name, date of birth and a valid PESEL — or, with `noPesel`, a document type and number.
 *
 * `appointmentType` is the order's own: for a HOUSE visit the doctor comes to the patient, so the
 * address (city, post code, street, house number) is required; for the other types an address is
 * optional, but a post code typed into it must still be valid.
 */
export const orderPersonalFormSchema = z.discriminatedUnion(
  'appointmentType',
  [
    z.object({ ...common, appointmentType: z.literal('HOUSE'), address: addressField() }),
    z.object({
      ...common,
      appointmentType: z.enum(['CALL', 'CHAT', 'VIDEO', 'STATIONARY', 'PRESCRIPTION']),
      address: optionalAddressField(),
    }),
  ],
  'validation.selectRequired',
);

/** Values of the order's personal-data step once valid. */
export type OrderPersonalFormValues = z.infer<typeof orderPersonalFormSchema>;
