import { isPaymentReturn, returnedVisit } from '../../contract/readPaymentReturn';
import type { WidgetApi, WidgetSession } from '../session/createWidgetSession';
import { forgetPaymentTicket, paymentTicket, rememberPaymentTicket } from './paymentTicket';

/** The visit a payment return is for. */
export interface PaymentReturn {
  readonly appointmentId: string;
}

/**
 * The payment return this document was opened with (`?wizyta=<instance>`), for the visit of the
 * ticket this origin kept, else of the one the frame's address carries (the partner page's element
 * kept it where this frame's storage is blocked); `null` when it is no return or names no visit.
 */
export function readPaymentReturn(href: string, instance: string): PaymentReturn | null {
  if (!isPaymentReturn(href, instance)) return null;
  const appointmentId = paymentTicket()?.appointmentId ?? returnedVisit(href);
  return appointmentId ? { appointmentId } : null;
}

/**
 * The order operations of the widget's flow, so that a payment's outcome is always the server's.
 * Leaving for the gateway keeps a ticket — the visit and the `returnKey` of `payment/redirect` —
 * in this document's sessionStorage (the provider's origin) and tells `onHandoff` the visit only:
 * the partner page's element keeps that id for the return, where the frame's own storage is
 * blocked. Tokens live in memory only, so after the trip an SMS-signed-in patient is anonymous
 * again: the status of the payment they return from is then asked of the anonymous
 * `payment/return-status` with the kept key — or, where this frame's storage is blocked, with the
 * partitioned cookie the server set for it — and without either it stays "being processed". Nothing
 * the partner page holds asks for a payment; the return address says nothing of the outcome. With
 * a session, `payment/check-status` is asked as usual.
 */
export function returnedPaymentApi(
  session: WidgetSession,
  returned: PaymentReturn | null,
  onHandoff: (visit: { readonly appointmentId: string }) => void = () => undefined,
): WidgetApi {
  const { api } = session;
  return {
    ...api,
    async getPaymentRedirect(input, options) {
      const redirect = await api.getPaymentRedirect(input, options);
      const { appointmentId } = input.query;
      if (redirect.returnKey) rememberPaymentTicket({ appointmentId, returnKey: redirect.returnKey });
      onHandoff({ appointmentId });
      return redirect;
    },
    async getPaymentStatus(input, options) {
      const { appointmentId } = input.query;
      if (session.booking.getState().authenticated || appointmentId !== returned?.appointmentId)
        return api.getPaymentStatus(input, options);
      // The key this frame kept; where its storage is blocked, the server's partitioned cookie
      // carries it (no key in the query). Without either the payment stays "being processed".
      const ticket = paymentTicket(appointmentId);
      const query = ticket ? { returnKey: ticket.returnKey } : {};
      try {
        const answer = await api.getPaymentReturnStatus({ query }, options);
        if (answer.status !== 'PROCESSING') forgetPaymentTicket();
        return answer;
      } catch (error) {
        if (ticket) throw error;
        return { status: 'PROCESSING' };
      }
    },
  };
}
