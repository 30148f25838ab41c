import * as z from 'zod/mini';
import { DocumentTypeSchema } from './documentType';
import { DictionaryIdSchema } from './entityId';
import { GenderCodeSchema } from './gender';
import { IsoDateSchema } from './isoDateTime';
import { SmsPhoneNumberSchema } from './smsLogin';
import { boundedText, requiredText, TEXT_LIMITS } from './textLimits';

/**
 * Body of patient registration (`POST patient-profile`, anonymous). Not shown; decided from the
 * form of spec §5: no password, because the account is then used through SMS login or the IdP's
 * set-password e-mail. Polish name rules and the PESEL checksum are the form's job; this is the
 * wire shape. Answered 204.
 */
export const RegistrationRequestSchema = z.object({
  firstName: requiredText(TEXT_LIMITS.name),
  lastName: requiredText(TEXT_LIMITS.name),
  email: z.email().check(z.maxLength(TEXT_LIMITS.email)),
  gender: GenderCodeSchema,
  languageId: DictionaryIdSchema,
  documentType: DocumentTypeSchema,
  documentNumber: requiredText(TEXT_LIMITS.documentNumber),
  pesel: z.string().check(z.regex(/^\d{11}$/), z.maxLength(11)),
  birthDate: IsoDateSchema,
  phoneNumber: SmsPhoneNumberSchema,
  termsAgreement: z.literal(true),
  marketingAgreement: z.optional(z.boolean()),
  commercialAgreement: z.optional(z.boolean()),
  captchaToken: z.optional(boundedText(TEXT_LIMITS.captchaToken)),
});
export type RegistrationRequest = z.infer<typeof RegistrationRequestSchema>;
