import * as z from 'zod/mini';
import { boundedText, requiredText, TEXT_LIMITS } from './textLimits';

/**
 * Invoice data of the payment step. NIP is 10 digits without dashes (the checksum is checked by
 * the validators, not here: this is the wire shape).
 */
export const InvoiceSchema = z.object({
  firstName: requiredText(TEXT_LIMITS.name),
  lastName: requiredText(TEXT_LIMITS.name),
  companyName: requiredText(TEXT_LIMITS.companyName),
  nip: z.string().check(z.regex(/^\d{10}$/), z.maxLength(10)),
  city: requiredText(TEXT_LIMITS.city),
  postCode: requiredText(TEXT_LIMITS.postCode),
  streetName: requiredText(TEXT_LIMITS.streetName),
  streetNumber: requiredText(TEXT_LIMITS.houseNumber),
  flatNumber: z.optional(boundedText(TEXT_LIMITS.houseNumber)),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
