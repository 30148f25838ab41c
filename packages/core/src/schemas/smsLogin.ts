import * as z from 'zod/mini';
import { boundedText, TEXT_LIMITS } from './textLimits';

/** The phone number of SMS login: international prefix and national number, digits only. */
export const SmsPhoneNumberSchema = z.object({
  prefix: z.string().check(z.regex(/^\+\d{1,4}$/), z.maxLength(TEXT_LIMITS.phonePrefix)),
  number: z.string().check(z.regex(/^\d{5,15}$/), z.maxLength(TEXT_LIMITS.phoneNumber)),
});
export type SmsPhoneNumber = z.infer<typeof SmsPhoneNumberSchema>;

/**
 * Body of `POST sms-login` (answered 204): send a code to this phone. `captchaToken` is the
 * captcha's solution where the deployment sets `captchaSiteKey`.
 */
export const SmsLoginStartRequestSchema = z.object({
  phoneNumber: SmsPhoneNumberSchema,
  captchaToken: z.optional(boundedText(TEXT_LIMITS.captchaToken)),
});
export type SmsLoginStartRequest = z.infer<typeof SmsLoginStartRequestSchema>;

/**
 * Body of `POST sms-login/verify`, answered with a TokenResponse. The code format is not shown;
 * decided: 4 to 8 digits (the sample backend sends 6).
 */
export const SmsLoginVerifyRequestSchema = z.object({
  phoneNumber: SmsPhoneNumberSchema,
  code: z.string().check(z.regex(/^\d{4,8}$/), z.maxLength(8)),
});
export type SmsLoginVerifyRequest = z.infer<typeof SmsLoginVerifyRequestSchema>;
