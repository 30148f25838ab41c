import * as z from 'zod/mini';

/** How the patient pays; an NFZ order has no payment type at all. */
export const PAYMENT_TYPES = ['ONLINE', 'CASH'] as const;
export const PaymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof PaymentTypeSchema>;
