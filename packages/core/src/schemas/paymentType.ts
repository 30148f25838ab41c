import * as z from 'zod/mini';

/** How the patient chooses to pay a priced visit (the payment step and the price calculation). */
export const PAYMENT_TYPES = ['ONLINE', 'CASH'] as const;
export const PaymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof PaymentTypeSchema>;

/**
 * How a visit is settled, as it is booked and as the visit carries it (an addition to spec §7's
 * `paymentType`): the patient's choice of ONLINE or CASH, PLAN where the insurer's plan covers the
 * visit (a brand without the price view) and NFZ where the national health fund does. A real API
 * tells a covered visit from a cash one by this value alone.
 */
export const VISIT_PAYMENT_TYPES = [...PAYMENT_TYPES, 'PLAN', 'NFZ'] as const;
export const VisitPaymentTypeSchema = z.enum(VISIT_PAYMENT_TYPES);
export type VisitPaymentType = z.infer<typeof VisitPaymentTypeSchema>;
