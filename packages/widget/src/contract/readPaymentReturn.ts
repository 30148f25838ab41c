import type { PaymentStatus } from '@wizyta/core/schemas/payment';

/**
 * The widget instance a payment return is for: the flow adds `?wizyta=<instance>` to the page's
 * address it gives the gateway, which appends its own parameters; several widgets on one page then
 * know whose return it is.
 */
export const INSTANCE_PARAM = 'wizyta';

/** The query parameters of a payment return to the partner page (the gateway's and the instance). */
export const PAYMENT_RETURN_PARAMS = ['appointmentId', 'paymentStatus', 'paymentId', INSTANCE_PARAM] as const;

/** What the gateway said when it sent the patient back to the partner page. */
export interface PaymentReturn {
  readonly appointmentId: string;
  readonly paymentStatus: PaymentStatus;
  /**
   * The gateway hand-off's payment id, when the flow frame's address carries it (the partner
   * page's element kept it for the return): the proof `payment/return-status` asks for.
   */
  readonly paymentId?: string;
}

const APPOINTMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
// The schema's values, without the schema: the partner page's element reads the return too.
const STATUSES: readonly string[] = ['PROCESSING', 'ACCEPTED', 'REJECTED'] satisfies PaymentStatus[];
const isPaymentStatus = (value: string | null): value is PaymentStatus =>
  value !== null && STATUSES.includes(value);

/**
 * The payment return in `href` (`?appointmentId=…&paymentStatus=ACCEPTED|REJECTED|PROCESSING`,
 * in the flow frame also `&paymentId=…`),
 * or `null` when the page was not opened by the gateway, a value is malformed, or the return names
 * another widget than `instance` (`?wizyta=…`; a return without it is any widget's).
 */
export function readPaymentReturn(href: string, instance?: string): PaymentReturn | null {
  const query = new URL(href).searchParams;
  const owner = query.get(INSTANCE_PARAM);
  if (owner !== null && instance !== undefined && owner !== instance) return null;
  const appointmentId = query.get('appointmentId');
  const status = query.get('paymentStatus');
  if (!appointmentId || !APPOINTMENT_ID.test(appointmentId) || !isPaymentStatus(status)) return null;
  const paymentId = query.get('paymentId');
  return {
    appointmentId,
    paymentStatus: status,
    ...(paymentId && APPOINTMENT_ID.test(paymentId) ? { paymentId } : {}),
  };
}

/** `href` without the payment return parameters and without a fragment. */
export function withoutPaymentReturn(href: string): string {
  const url = new URL(href);
  for (const name of PAYMENT_RETURN_PARAMS) url.searchParams.delete(name);
  url.hash = '';
  return url.href;
}

/**
 * Removes the payment return parameters from the address bar (`history.replaceState`, no reload),
 * so a reload or a shared link does not show the result again. Keeps the fragment.
 */
export function forgetPaymentReturn(location: Location, history: History): void {
  const clean = new URL(withoutPaymentReturn(location.href));
  clean.hash = location.hash;
  if (clean.href !== location.href) history.replaceState(history.state, '', clean.href);
}

/** `href` with the widget `instance` named for the payment return ({@link INSTANCE_PARAM}). */
export function withInstance(href: string, instance: string): string {
  const url = new URL(href);
  url.searchParams.set(INSTANCE_PARAM, instance);
  return url.href;
}
