import { ApiError } from '../../http/ApiError';
import { paymentByReturnKey } from '../../payment/paymentLedger';
import { returnKeyOf } from '../../payment/returnKeyCookie';
import type { ApiDeps } from '../ApiDeps';

/**
 * `GET payment/return-status?returnKey=…`, anonymous: the status of that one payment, for the
 * widget's flow frame after the gateway sent the patient back (its session went with the page).
 * The key came with `payment/redirect`'s answer and stayed in the provider's origin: in the
 * frame's storage (then in the query), or in the partitioned, HttpOnly cookie that answer set
 * (`returnKeyCookie.ts`). It is neither the gateway's secret nor anything the partner page or the
 * gateway's return address carries, so nothing a partner page saw asks for a payment. Unknown,
 * missing or older than two hours: 404/4237.
 */
export function registerPaymentReturnRoutes({ ctx, store, route }: ApiDeps): void {
  route('getPaymentReturnStatus', ({ c, query }) => {
    const key = query.returnKey ?? returnKeyOf(c);
    const payment = key ? paymentByReturnKey(store, key, ctx.clock.now()) : undefined;
    if (!payment) throw new ApiError(404, 4237, 'Nie znaleziono płatności.');
    return { status: payment.status };
  });
}
