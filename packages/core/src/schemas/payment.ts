import * as z from 'zod/mini';
import { EntityIdSchema } from './entityId';

/** Query of `payment/redirect` and `payment/check-status`. */
export const PaymentQuerySchema = z.object({ appointmentId: EntityIdSchema });
export type PaymentQuery = z.infer<typeof PaymentQuerySchema>;

/**
 * Where to send the patient to pay: the gateway URL and the fields to post (or append) to it.
 * The gateway returns the patient to `/appointment/{appointmentId}/result`.
 */
export const PaymentRedirectSchema = z.object({
  redirectUrl: z.url(),
  redirectParams: z.record(z.string(), z.string()),
});
export type PaymentRedirect = z.infer<typeof PaymentRedirectSchema>;

/** Payment states, polled: PROCESSING, then ACCEPTED or REJECTED. */
export const PAYMENT_STATUSES = ['PROCESSING', 'ACCEPTED', 'REJECTED'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/**
 * Response of `payment/check-status`. The spec says it "returns PROCESSING, ACCEPTED or
 * REJECTED"; decided: wrapped in an object `{ status }` so that fields can be added later.
 */
export const PaymentStatusResponseSchema = z.object({ status: PaymentStatusSchema });
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponseSchema>;
