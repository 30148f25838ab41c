import * as z from 'zod/mini';
import { AmountSchema, EntityIdSchema } from './entityId';
import { PaymentTypeSchema } from './paymentType';
import { boundedText, TEXT_LIMITS } from './textLimits';
import { VoucherStatusSchema } from './voucherStatus';

/** Body of `price/calculate`: the held slot, the discount code if any, and how the patient pays. */
export const PriceCalculationRequestSchema = z.object({
  slotReservationId: EntityIdSchema,
  voucher: z.optional(boundedText(TEXT_LIMITS.voucher)),
  paymentType: PaymentTypeSchema,
  /** An NFZ order prices at 0, like its booking (decision: the flag travels with the request). */
  forNfz: z.optional(z.boolean()),
});
export type PriceCalculationRequest = z.infer<typeof PriceCalculationRequestSchema>;

/**
 * The price breakdown (spec §3). `price` is what the patient pays (base − discount + cash cost);
 * `voucherStatus` is null when no voucher was given.
 */
export const PriceCalculationSchema = z.object({
  basePrice: AmountSchema,
  discount: AmountSchema,
  cashPaymentCost: AmountSchema,
  price: AmountSchema,
  voucherStatus: z.nullable(VoucherStatusSchema),
  /**
   * Why an INVALID voucher is refused (an addition): its catalogue code — 2001 expired, 2002 used
   * (its limit of uses reached), 2003 cancelled, 2004 cancelled for this brand or kind of visit,
   * 2005 not a code. Absent for a valid code or no code.
   */
  voucherError: z.optional(z.number().check(z.int())),
});
export type PriceCalculation = z.infer<typeof PriceCalculationSchema>;
