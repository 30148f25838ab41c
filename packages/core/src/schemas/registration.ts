import * as z from 'zod/mini';
import { DocumentTypeSchema } from './documentType';
import { DictionaryIdSchema } from './entityId';
import { GenderCodeSchema } from './gender';
import { IsoDateSchema } from './isoDateTime';
import { SmsPhoneNumberSchema } from './smsLogin';

const required = z.string().check(z.minLength(1));

/**
 * Body of patient registration (`POST patient-profile`, anonymous). Not shown; decided from the
 * form of spec §5: no password, because the account is then used through SMS login or the IdP's
 * set-password e-mail. Polish name rules and the PESEL checksum are the form's job; this is the
 * wire shape. Answered 204.
 */
export const RegistrationRequestSchema = z.object({
  firstName: required,
  lastName: required,
  email: z.email(),
  gender: GenderCodeSchema,
  languageId: DictionaryIdSchema,
  documentType: DocumentTypeSchema,
  documentNumber: required,
  pesel: z.string().check(z.regex(/^\d{11}$/)),
  birthDate: IsoDateSchema,
  phoneNumber: SmsPhoneNumberSchema,
  termsAgreement: z.literal(true),
  marketingAgreement: z.optional(z.boolean()),
  commercialAgreement: z.optional(z.boolean()),
  captchaToken: z.optional(z.string()),
});
export type RegistrationRequest = z.infer<typeof RegistrationRequestSchema>;
