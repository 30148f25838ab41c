import { isVisitId } from '../../contract/readPaymentReturn';

/** The partner page's sessionStorage key of the visit its flow frame left for the gateway with. */
export const PAYMENT_HANDOFF_KEY = 'wizyta.paymentHandoff';

function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps the visit's id the flow frame reported before leaving for the gateway, for the return
 * (the frame's own storage is blocked where third-party cookies are). Only the id, which the page
 * heard in `wizyta:booked` anyway: it names no person and opens nothing without the patient's
 * token. Nothing that asks for a payment is ever handed to the page.
 */
export function keepPaymentHandoff(appointmentId: unknown): void {
  if (!isVisitId(appointmentId)) return;
  try {
    store()?.setItem(PAYMENT_HANDOFF_KEY, appointmentId);
  } catch {
    // Storage blocked or full: the frame then relies on its own storage.
  }
}

/** The visit id kept, if any (taken: it is removed). */
export function takePaymentHandoff(): string | null {
  const kept = store()?.getItem(PAYMENT_HANDOFF_KEY) ?? null;
  if (kept === null) return null;
  store()?.removeItem(PAYMENT_HANDOFF_KEY);
  return isVisitId(kept) ? kept : null;
}
