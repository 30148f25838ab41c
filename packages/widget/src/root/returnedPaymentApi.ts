import type { OrderApi } from '../core';
import type { WidgetSession } from './createWidgetSession';
import type { PaymentReturn } from './readPaymentReturn';

/**
 * The order operations for a flow that starts on the payment return. Tokens live in memory only,
 * so after the trip to the gateway an SMS-signed-in patient is anonymous again and cannot poll
 * `payment/check-status` (it needs a token). Until a session exists again, the status the gateway
 * appended to the return URL answers for that one appointment; it only decides what this page
 * shows, never what the server books. With a session, the server is asked as usual.
 */
export function returnedPaymentApi(session: WidgetSession, returned: PaymentReturn): OrderApi {
  const { api } = session;
  return {
    ...api,
    getPaymentStatus(input, options) {
      if (session.booking.getState().authenticated || input.query.appointmentId !== returned.appointmentId)
        return api.getPaymentStatus(input, options);
      return Promise.resolve({ status: returned.paymentStatus });
    },
  };
}
