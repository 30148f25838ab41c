import type { PaymentReturn } from '../../contract/readPaymentReturn';
import type { OrderApi } from '../core';
import type { WidgetSession } from '../session/createWidgetSession';
import {
  forgetPaymentTicket,
  type PaymentTicket,
  paymentTicketFor,
  rememberPaymentTicket,
} from './paymentTicket';

/**
 * The order operations of the widget's flow, so that a payment's outcome is always the server's
 * (security review L1). Handing off to the gateway keeps a ticket — the visit and the random
 * payment id of the hand-off — in this document's sessionStorage and hands it to `onHandoff`: a
 * flow frame's storage is blocked where third-party cookies are, so the partner page's element
 * keeps it too (it names no person and grants no session) and puts it in the frame's address on
 * the return. Tokens live in memory only, so after the trip an SMS-signed-in patient is
 * anonymous again: the status of the payment they return from (`returned`, from the URL, which
 * only names the visit) is then asked of the anonymous `payment/return-status` with that ticket,
 * and without one it stays "being processed". The status the gateway wrote into the URL is never
 * believed. With a session, `payment/check-status` is asked as usual.
 */
export function returnedPaymentApi(
  session: WidgetSession,
  returned: PaymentReturn | null,
  onHandoff: (ticket: PaymentTicket) => void = () => undefined,
): OrderApi {
  const { api } = session;
  return {
    ...api,
    async getPaymentRedirect(input, options) {
      const redirect = await api.getPaymentRedirect(input, options);
      const paymentId = redirect.redirectParams.paymentId;
      if (paymentId) {
        const ticket = { appointmentId: input.query.appointmentId, paymentId };
        rememberPaymentTicket(ticket);
        onHandoff(ticket);
      }
      return redirect;
    },
    async getPaymentStatus(input, options) {
      const { appointmentId } = input.query;
      if (session.booking.getState().authenticated || appointmentId !== returned?.appointmentId)
        return api.getPaymentStatus(input, options);
      const ticket =
        paymentTicketFor(appointmentId) ??
        (returned.paymentId ? { appointmentId, paymentId: returned.paymentId } : null);
      if (!ticket) return { status: 'PROCESSING' };
      const answer = await api.getPaymentReturnStatus({ query: ticket }, options);
      if (answer.status !== 'PROCESSING') forgetPaymentTicket();
      return answer;
    },
  };
}
