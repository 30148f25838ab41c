import { sessionStore } from '../session/isSsoReturn';

/** sessionStorage key of the payment the flow handed to the gateway (in the flow frame: the provider's storage). */
export const PAYMENT_TICKET_KEY = 'wizyta.paymentTicket';

/**
 * Which payment the patient left for: the visit, and the key `payment/return-status` answers to
 * (from `payment/redirect`). Kept in the provider's origin only: never posted to the gateway,
 * never handed to the partner page.
 */
export interface PaymentTicket {
  readonly appointmentId: string;
  readonly returnKey: string;
}

/** Keeps the ticket for the return (it names no person; cleared once the payment is final). */
export function rememberPaymentTicket(ticket: PaymentTicket): void {
  try {
    sessionStore()?.setItem(PAYMENT_TICKET_KEY, JSON.stringify(ticket));
  } catch {
    // Storage blocked: the return will show the payment as still being processed.
  }
}

/** The ticket kept, if any: for `appointmentId` when given. */
export function paymentTicket(appointmentId?: string): PaymentTicket | null {
  try {
    const kept: unknown = JSON.parse(sessionStore()?.getItem(PAYMENT_TICKET_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const { appointmentId: id, returnKey } = kept as Record<string, unknown>;
    if (typeof id !== 'string' || typeof returnKey !== 'string') return null;
    return appointmentId === undefined || id === appointmentId ? { appointmentId: id, returnKey } : null;
  } catch {
    return null;
  }
}

/** Drops the ticket (the payment reached its final status). */
export function forgetPaymentTicket(): void {
  try {
    sessionStore()?.removeItem(PAYMENT_TICKET_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
