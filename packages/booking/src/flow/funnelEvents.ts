import type { BookingStep, FunnelEventName } from './BookingEventMap';
import type { BookingLocation } from './BookingProps';

/** What the funnel is computed from. */
export interface FunnelState {
  /** The step hosts see. */
  readonly step: BookingStep | null;
  /** The result page's outcome. */
  readonly outcome: BookingLocation['outcome'];
  /** How the booked visit is paid (ONLINE, CASH, NFZ, …); null before booking. */
  readonly paymentType: string | null;
  /** The session's method (sms, sso) while a patient is signed in. */
  readonly signedIn: string | null;
}

/**
 * The funnel events between two states: `login` for a sign-in on the way, `booking_step` for a new
 * step, `payment_method` once booked, `booking_result` for each outcome shown. Their props are
 * enum words (step, method, outcome): no id, name, specialisation, time or price.
 */
export function funnelEvents(
  before: FunnelState,
  after: FunnelState,
): ReadonlyArray<readonly [FunnelEventName, Readonly<Record<string, string>>]> {
  const events: Array<readonly [FunnelEventName, Readonly<Record<string, string>>]> = [];
  if (after.signedIn && !before.signedIn) events.push(['login', { method: after.signedIn }]);
  if (after.step && after.step !== before.step) events.push(['booking_step', { step: after.step }]);
  if (after.paymentType && !before.paymentType)
    events.push(['payment_method', { method: after.paymentType }]);
  if (after.outcome && after.outcome !== before.outcome)
    events.push(['booking_result', { result: after.outcome }]);
  return events;
}
