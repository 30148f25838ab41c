import * as z from 'zod/mini';
import type { DocumentType } from '../schemas/documentType';
import { isValidPesel } from '../validation/pesel';
import { birthDateField, birthDateMatchesPesel } from './birthDateField';
import { formattedText, requiredText } from './textField';

// What a patient without a PESEL identifies with; PESEL itself is not an alternative to itself.
const DOCUMENTS_INSTEAD_OF_PESEL = ['PASSPORT', 'DRIVING_LICENSE'] as const satisfies readonly DocumentType[];

const withPesel = z
  .object({
    firstName: requiredText(),
    lastName: requiredText(),
    // Absent or false: the patient has a PESEL, the usual case, so a form need not send the flag.
    noPesel: z.optional(z.literal(false)),
    pesel: formattedText(isValidPesel, 'validation.peselInvalid'),
    birthDate: birthDateField(),
  })
  .check(birthDateMatchesPesel('pesel', (values) => values.pesel));

const withDocument = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  noPesel: z.literal(true),
  documentType: z.enum(DOCUMENTS_INSTEAD_OF_PESEL, 'validation.selectRequired'),
  documentNumber: requiredText(),
  birthDate: birthDateField(),
});

/**
 * One patient of an order: names, date of birth and either a valid PESEL or, when `noPesel` is
 * true (a foreigner, a newborn), an identity document's type and number. A PESEL left in the
 * values of a `noPesel` patient is dropped from the output.
 */
export function patientField() {
  return z.discriminatedUnion('noPesel', [withPesel, withDocument], 'validation.invalid');
}
