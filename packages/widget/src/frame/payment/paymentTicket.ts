import { sessionStore } from '../session/isSsoReturn';

/** sessionStorage key of the payment the flow handed to the gateway (in the flow frame: the provider's storage). */
export const PAYMENT_TICKET_KEY = 'wizyta.paymentTicket';

/** Which payment the patient left for: the visit and the gateway's random payment id. */
export interface PaymentTicket {
  readonly appointmentId: string;
  readonly paymentId: string;
}

/** Keeps the ticket for the return (it names no person and no token; cleared once read back). */
export function rememberPaymentTicket(ticket: PaymentTicket): void {
  try {
    sessionStore()?.setItem(PAYMENT_TICKET_KEY, JSON.stringify(ticket));
  } catch {
    // Storage blocked: the return will show the payment as still being processed.
  }
}

/** The ticket kept for `appointmentId`, if any. */
export function paymentTicketFor(appointmentId: string): PaymentTicket | null {
  try {
    const kept: unknown = JSON.parse(sessionStore()?.getItem(PAYMENT_TICKET_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const { appointmentId: id, paymentId } = kept as Record<string, unknown>;
    return id === appointmentId && typeof paymentId === 'string' ? { appointmentId, paymentId } : null;
  } catch {
    return null;
  }
}

/** Drops the ticket (the payment reached its final status). */
export function forgetPaymentTicket(): void {
  sessionStore()?.removeItem(PAYMENT_TICKET_KEY);
}
