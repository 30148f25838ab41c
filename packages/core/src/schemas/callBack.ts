import * as z from 'zod/mini';
import { DictionaryIdSchema } from './entityId';
import { IsoDateTimeSchema } from './isoDateTime';
import { SmsPhoneNumberSchema } from './smsLogin';
import { boundedText, TEXT_LIMITS } from './textLimits';
import { AppointmentTypeSchema } from './visitType';

/**
 * Body of `call-back`, left on the no-doctors page (a carer calls back within 15 minutes).
 * Decided: the phone plus what was searched, so the carer can propose a visit; answered 204.
 */
export const CallBackRequestSchema = z.object({
  phoneNumber: SmsPhoneNumberSchema,
  name: z.optional(boundedText(TEXT_LIMITS.name)),
  specializationId: z.optional(DictionaryIdSchema),
  appointmentType: z.optional(AppointmentTypeSchema),
  city: z.optional(DictionaryIdSchema),
  dateTimeFrom: z.optional(IsoDateTimeSchema),
  dateTimeTo: z.optional(IsoDateTimeSchema),
  /** The captcha's solution, where the deployment sets `captchaSiteKey`. */
  captchaToken: z.optional(boundedText(TEXT_LIMITS.captchaToken)),
});
export type CallBackRequest = z.infer<typeof CallBackRequestSchema>;
