import type { OrderSnapshot, SessionState } from '@wizyta/core';
import type { BookingStep } from './BookingEventMap';
import type { BookingLocation } from './BookingProps';

/** What the flow shows: one screen per machine state (the held flow by its step). */
export type BookingView =
  | 'loading'
  | 'search'
  | 'reserving'
  | 'order'
  | 'personal'
  | 'symptoms'
  | 'payment'
  | 'confirm'
  | 'booking'
  | 'redirecting'
  | 'checking'
  | 'success'
  | 'failed'
  | 'waiting'
  | 'noDoctors'
  | 'callBackSent'
  /** A brand without make-appointment: a notice with the ways forward instead of the search. */
  | 'noBooking';

const FLOW_STEPS = ['order', 'personal', 'symptoms', 'payment', 'confirm'] as const;
const PLAIN = [
  'search',
  'reserving',
  'booking',
  'success',
  'failed',
  'waiting',
  'noDoctors',
  'callBackSent',
] as const;

/** The view of a snapshot of the order machine. */
export function viewOf(snapshot: OrderSnapshot): BookingView {
  if (snapshot.matches('flow')) return FLOW_STEPS.find((s) => s === snapshot.context.step) ?? 'order';
  if (snapshot.matches('redirecting') || snapshot.matches('redirected')) return 'redirecting';
  if (snapshot.matches('result')) return 'checking';
  return PLAIN.find((state) => snapshot.matches(state)) ?? 'loading';
}

/**
 * Decided: the search, the hold and the order details are anonymous; the patient signs in when
 * the flow reaches the personal data (WELBI: its order page, which books), so the profile can
 * fill the form and the booking call carries a token. The steps after it need a session too
 * (a reload after the session ended lands there).
 */
export function needsSignIn(view: BookingView, shortFlow: boolean, session: SessionState): boolean {
  if (session.authenticated) return false;
  const gated =
    ['personal', 'symptoms', 'payment', 'confirm'].includes(view) || (shortFlow && view === 'order');
  return gated;
}

/** What stands between the patient and the step: {@link needsSignIn}, then the guard's steps 3–4. */
export type StepGuard = boolean | 'agreements' | 'subscriptionEnd';

const BEFORE_BOOKING: readonly BookingView[] = [
  'search',
  'reserving',
  'order',
  'personal',
  'symptoms',
  'payment',
  'confirm',
];

/**
 * Spec §2's guard inside the flow, for a patient who signs in during it (the widget; the portal's
 * router applies it before the flow renders): sign-in where the step needs it, then the terms and
 * consents (`agreements`: not accepted, or the consents version changed), then the
 * subscription-end notice. Results and the no-doctors notice are never held back.
 */
export function stepGuard(view: BookingView, shortFlow: boolean, session: SessionState): StepGuard {
  if (needsSignIn(view, shortFlow, session)) return true;
  if (!session.authenticated || !session.profile || !BEFORE_BOOKING.includes(view)) return false;
  if (!session.termsAccepted || session.consentsVersionChanged) return 'agreements';
  return session.showSubscriptionEndPopup ? 'subscriptionEnd' : false;
}

/** Whether the session is still finding out who is signed in (check-sso, profile loading). */
export function isSessionSettling(session: SessionState): boolean {
  return session.status === 'starting' || session.status === 'loading';
}

/** The step hosts are told about, or null while nothing new is shown (loading, booking). */
export function hostStep(view: BookingView, signIn: StepGuard): BookingStep | null {
  // The account steps after sign-in are part of signing in, as the host sees it.
  if (signIn) return 'signIn';
  if (view === 'search' || view === 'reserving') return 'search';
  if (view === 'order') return 'summary';
  if (view === 'personal' || view === 'symptoms' || view === 'payment' || view === 'confirm') return view;
  if (view === 'noDoctors' || view === 'callBackSent') return 'noDoctors';
  if (view === 'loading' || view === 'booking' || view === 'noBooking') return null;
  return 'result';
}

/** Where the flow is, for the portal's URL; null while loading or booking. */
export function locationOf(view: BookingView, snapshot: OrderSnapshot): BookingLocation | null {
  if (view === 'loading' || view === 'booking' || view === 'reserving') return null;
  const { step, order, appointmentId } = snapshot.context;
  const outcome =
    view === 'success' || view === 'failed' || view === 'waiting'
      ? view
      : view === 'checking' || view === 'redirecting'
        ? 'pending'
        : null;
  return { step, orderId: appointmentId ?? order.id ?? null, outcome };
}
