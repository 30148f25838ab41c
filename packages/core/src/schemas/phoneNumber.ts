import * as z from 'zod/mini';
import { boundedText, TEXT_LIMITS } from './textLimits';

/**
 * A phone number split into its international prefix (`+48`) and national number. `pattern` is
 * the display mask the order form keeps with it (spec §3 Order.phoneNumber); it is optional.
 */
export const PhoneNumberSchema = z.object({
  prefix: z.string().check(z.regex(/^\+\d{1,4}$/), z.maxLength(TEXT_LIMITS.phonePrefix)),
  number: z.string().check(z.regex(/^\d{5,15}$/), z.maxLength(TEXT_LIMITS.phoneNumber)),
  pattern: z.optional(boundedText(TEXT_LIMITS.pattern)),
});
export type PhoneNumber = z.infer<typeof PhoneNumberSchema>;
