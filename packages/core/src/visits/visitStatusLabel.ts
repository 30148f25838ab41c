import type { Visit } from '../schemas/visit';

/**
 * The message id of the visit's status as the patient reads it. PAID means "booked" (spec §4); a
 * visit whose `payment` says the patient has not paid it (cash at the visit, covered by the plan)
 * reads "booked", never "paid". A visit without `payment` keeps the status label.
 */
export function visitStatusLabel(
  visit: Pick<Visit, 'processStatus' | 'payment'>,
): `status.${Visit['processStatus']}` | 'visits.status.booked' {
  if (visit.processStatus === 'PAID' && visit.payment && !visit.payment.paid) return 'visits.status.booked';
  return `status.${visit.processStatus}`;
}

/** The message id that says how the visit is paid and whether it is, or undefined when not known. */
export function visitPaymentLabel(visit: Pick<Visit, 'payment'>): VisitPaymentLabel | undefined {
  const payment = visit.payment;
  if (!payment) return undefined;
  if (payment.type === 'PLAN' || payment.type === 'NFZ') return `visits.payment.${payment.type}`;
  return `visits.payment.${payment.type}.${payment.paid ? 'paid' : 'due'}`;
}

/** The ids {@link visitPaymentLabel} returns; the ONLINE and CASH ones take `{amount}`. */
export type VisitPaymentLabel =
  | 'visits.payment.PLAN'
  | 'visits.payment.NFZ'
  | `visits.payment.${'ONLINE' | 'CASH'}.${'paid' | 'due'}`;
