/** The partner page's sessionStorage key of the payment its flow frame handed to the gateway. */
export const PAYMENT_HANDOFF_KEY = 'wizyta.paymentHandoff';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps the visit and payment ids the flow frame reported before leaving for the gateway. They
 * name no person and open no session: with both, the frame may ask the server for that one
 * payment's status after the return (its own storage is blocked where third-party cookies are).
 */
export function keepPaymentHandoff(appointmentId: unknown, paymentId: unknown): void {
  if (typeof appointmentId !== 'string' || typeof paymentId !== 'string') return;
  if (!ID.test(appointmentId) || !ID.test(paymentId)) return;
  try {
    store()?.setItem(PAYMENT_HANDOFF_KEY, JSON.stringify([appointmentId, paymentId]));
  } catch {
    // Storage blocked or full: the return then shows the payment as still being processed.
  }
}

/** The payment id kept for `appointmentId` (taken: it is removed), if any. */
export function takePaymentHandoff(appointmentId: string): string | null {
  const raw = store()?.getItem(PAYMENT_HANDOFF_KEY);
  if (!raw) return null;
  store()?.removeItem(PAYMENT_HANDOFF_KEY);
  try {
    const kept: unknown = JSON.parse(raw);
    return Array.isArray(kept) && kept[0] === appointmentId && typeof kept[1] === 'string' ? kept[1] : null;
  } catch {
    return null;
  }
}
