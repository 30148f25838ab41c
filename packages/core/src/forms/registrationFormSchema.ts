import * as z from 'zod/mini';
import { DOCUMENT_TYPES } from '../schemas/documentType';
import { GENDERS } from '../schemas/gender';
import { LANGUAGES } from '../schemas/language';
import { isValidFirstName, isValidLastName } from '../validation/personName';
import { isValidPesel } from '../validation/pesel';
import { birthDateField, birthDateMatchesPesel } from './birthDateField';
import { emailField } from './emailField';
import { phoneNumberField } from './phoneNumberField';
import { formattedText, requiredText } from './textField';
import { whenFieldsValid } from './whenFieldsValid';

/**
 * The registration form (spec §5): first name (letters only), last name (letters and hyphen),
 * e-mail, gender, language, document type and number, a valid PESEL, date of birth, phone and the
 * terms agreement are required; marketing and commercial agreements are optional.
 *
 * The date of birth must agree with the PESEL. When the document type is PESEL, the document
 * number is a PESEL too and must be valid; a passport or driving licence number is only required,
 * as its format depends on the issuing country.
 */
export const registrationFormSchema = z
  .object(
    {
      firstName: formattedText(isValidFirstName, 'validation.firstNameLetters'),
      lastName: formattedText(isValidLastName, 'validation.lastNameLetters'),
      email: emailField(),
      gender: z.enum(GENDERS, 'validation.selectRequired'),
      languageId: z.literal(
        LANGUAGES.map((language) => language.id),
        'validation.selectRequired',
      ),
      documentType: z.enum(DOCUMENT_TYPES, 'validation.selectRequired'),
      documentNumber: requiredText(),
      pesel: formattedText(isValidPesel, 'validation.peselInvalid'),
      birthDate: birthDateField(),
      phoneNumber: phoneNumberField(),
      termsAgreement: z.literal(true, 'validation.termsRequired'),
      marketingAgreement: z.optional(z.boolean('validation.invalid')),
      commercialAgreement: z.optional(z.boolean('validation.invalid')),
    },
    'validation.invalid',
  )
  .check(
    z.refine((v) => v.documentType !== 'PESEL' || isValidPesel(v.documentNumber), {
      message: 'validation.peselInvalid',
      path: ['documentNumber'],
      when: whenFieldsValid('documentType', 'documentNumber'),
    }),
    birthDateMatchesPesel('pesel', (v) => v.pesel),
  );

/** Values of the registration form once valid. */
export type RegistrationFormValues = z.infer<typeof registrationFormSchema>;
