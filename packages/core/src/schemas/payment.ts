import * as z from 'zod/mini';
import { externalUrl } from '../security/trustedUrl';
import { EntityIdSchema } from './entityId';
import { TEXT_LIMITS } from './textLimits';

/** Query of `payment/redirect` and `payment/check-status`. */
export const PaymentQuerySchema = z.object({ appointmentId: EntityIdSchema });
export type PaymentQuery = z.infer<typeof PaymentQuerySchema>;

/**
 * `payment/return-status`'s query: the `returnKey` that `payment/redirect` answered. Whoever holds
 * it may read that one payment's status without signing in — the widget's flow frame after the
 * gateway's return, its session gone with the page (tokens live in memory only). The key stays in
 * the provider's origin: the frame's own storage, or where that is blocked the partitioned,
 * HttpOnly cookie `payment/redirect` set (then the query may omit it). It is never posted to the
 * gateway, never in an address, never handed to the partner page; the return address's own status
 * is never believed.
 */
export const PaymentReturnQuerySchema = z.object({
  returnKey: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{32,128}$/), z.maxLength(128))),
});
export type PaymentReturnQuery = z.infer<typeof PaymentReturnQuerySchema>;

/**
 * `payment/redirect`'s query. Decision: an optional `returnUrl` (a brand site or a trusted partner
 * page; the server refuses any other with 4239) so a widget on a partner page gets its patient back
 * to that page; without it the gateway returns to `<siteUrl>appointment/{id}/result`.
 */
export const PaymentRedirectQuerySchema = z.object({
  appointmentId: EntityIdSchema,
  returnUrl: z.optional(z.url().check(z.maxLength(TEXT_LIMITS.url))),
});
export type PaymentRedirectQuery = z.infer<typeof PaymentRedirectQuerySchema>;

/**
 * Where to send the patient to pay: the gateway URL and the fields to post (or append) to it.
 * The gateway returns the patient to `/appointment/{appointmentId}/result`.
 */
export const PaymentRedirectSchema = z.object({
  // Followed by a top-level navigation: https (http on the loopback) only. The pattern says so in
  // the OpenAPI document (a refinement has no JSON Schema); the refinement is the exact rule.
  redirectUrl: z.url().check(
    z.regex(/^(https:\/\/|http:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])([:/?#]|$))/),
    z.refine((value: string) => externalUrl(value) !== null, 'must be an https URL (http only on localhost)'),
  ),
  redirectParams: z.record(z.string(), z.string()),
  /**
   * Decided (an addition to spec §7): a random key for `payment/return-status`, kept by the client
   * in the provider's origin and never posted with `redirectParams`. Absent where the backend
   * offers no anonymous return status.
   */
  returnKey: z.optional(z.string().check(z.maxLength(128))),
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
