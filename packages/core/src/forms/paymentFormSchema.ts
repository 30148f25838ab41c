import * as z from 'zod/mini';
import { PAYMENT_TYPES } from '../schemas/paymentType';
import { isValidNip } from '../validation/isValidNip';
import { isValidPostCode } from '../validation/isValidPostCode';
import { formattedText, optionalText, requiredText } from './textField';

const invoiceField = z.object(
  {
    firstName: requiredText(),
    lastName: requiredText(),
    companyName: requiredText(),
    // Two messages: the format one tells how to type a NIP, the checksum one that it is mistyped.
    nip: formattedText((s) => /^\d{10}$/.test(s), 'validation.nipFormat').check(
      z.refine((s: string) => !/^\d{10}$/.test(s) || isValidNip(s), 'validation.nipInvalid'),
    ),
    city: requiredText(),
    postCode: formattedText(isValidPostCode, 'validation.postCodeInvalid'),
    streetName: requiredText(),
    streetNumber: requiredText(),
    flatNumber: optionalText(),
  },
  'validation.required',
);

const common = {
  paymentType: z.enum(PAYMENT_TYPES, 'validation.paymentMethodRequired'),
  /** Discount code; checked by the price calculation call, not here. */
  voucher: optionalText(),
};

/**
 * The payment step of an order (spec §5): a payment method is required. With `wantsInvoice` the
 * invoice data are required — first and last name, company name, NIP (10 digits, no dashes,
 * valid checksum), city, post code, street and house number; without it any invoice data left in
 * the values are dropped. NFZ orders have no payment step (DESIGN.md) and so no such form.
 */
export const paymentFormSchema = z.discriminatedUnion(
  'wantsInvoice',
  [
    z.object({ ...common, wantsInvoice: z.literal(true), invoice: invoiceField }),
    z.object({ ...common, wantsInvoice: z.optional(z.literal(false)) }),
  ],
  'validation.invalid',
);

/** Values of the payment step once valid. */
export type PaymentFormValues = z.infer<typeof paymentFormSchema>;
