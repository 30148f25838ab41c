import { ApiError } from '../../http/ApiError';
import type { ApiDeps } from '../ApiDeps';

/**
 * `GET payment/return-status?appointmentId=…&paymentId=…`, anonymous: the status of that one
 * payment, for the widget's flow frame after the gateway sent the patient back (its session went
 * with the page). The random payment id is the proof: it travelled only in the frame's hand-off
 * to the gateway. A payment of another visit, or none, answers 404/4237 like an unknown visit.
 */
export function registerPaymentReturnRoutes({ store, route }: ApiDeps): void {
  route('getPaymentReturnStatus', ({ query }) => {
    const payment = store.payments.get(query.paymentId);
    if (!payment || payment.appointmentId !== query.appointmentId)
      throw new ApiError(404, 4237, 'Nie znaleziono płatności.');
    return { status: payment.status };
  });
}
