import * as z from 'zod/mini';

const required = z.string().check(z.minLength(1));

/**
 * Invoice data of the payment step. NIP is 10 digits without dashes (the checksum is checked by
 * the validators, not here: this is the wire shape).
 */
export const InvoiceSchema = z.object({
  firstName: required,
  lastName: required,
  companyName: required,
  nip: z.string().check(z.regex(/^\d{10}$/)),
  city: required,
  postCode: required,
  streetName: required,
  streetNumber: required,
  flatNumber: z.optional(z.string()),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
