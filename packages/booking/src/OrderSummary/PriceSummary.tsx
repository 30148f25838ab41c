import { isCoveredByPlan } from '@wizyta/core';
import { useBooking } from '../flow/BookingContext';
import { useOrder } from '../flow/useOrder';

/**
 * The price breakdown (base, discount, cash surcharge, total) as a description list; "free" for
 * an NFZ visit. Where the plan covers the visit (no SHOW_PRICE: inter, interrisk) a note says so
 * instead of a price; WELBI's short page shows nothing.
 */
export function PriceSummary() {
  const { messages, type, sessionState } = useBooking();
  const covered = isCoveredByPlan({ type, roles: sessionState.roles });
  const price = useOrder((s) => s.context.price);
  const forNfz = useOrder((s) => s.context.order.forNfz);
  const shortFlow = useOrder((s) => s.context.shortFlow);
  const calculating = useOrder((s) => s.matches({ flow: { pricing: 'calculating' } }));
  if (shortFlow) return null;
  if (covered && !forNfz) {
    return (
      <dl className="wb-summary wb-summary--price">
        <dt>{messages.t('booking.summary.price')}</dt>
        <dd>{messages.t('journey.covered.price')}</dd>
      </dl>
    );
  }
  if (forNfz) {
    return (
      <dl className="wb-summary wb-summary--price">
        <dt>{messages.t('booking.summary.price')}</dt>
        <dd>{messages.t('booking.summary.free')}</dd>
      </dl>
    );
  }
  if (!price || calculating) {
    return (
      <p className="wb-status" role="status">
        {messages.t('booking.summary.priceLoading')}
      </p>
    );
  }
  return (
    <dl className="wb-summary wb-summary--price">
      <dt>{messages.t('booking.summary.basePrice')}</dt>
      <dd>{messages.formatPrice(price.basePrice)}</dd>
      {price.discount > 0 ? (
        <>
          <dt>{messages.t('booking.summary.discount')}</dt>
          <dd>−{messages.formatPrice(price.discount)}</dd>
        </>
      ) : null}
      {price.cashPaymentCost > 0 ? (
        <>
          <dt>{messages.t('booking.summary.cashCost')}</dt>
          <dd>{messages.formatPrice(price.cashPaymentCost)}</dd>
        </>
      ) : null}
      <dt className="wb-summary__total">{messages.t('booking.summary.price')}</dt>
      <dd className="wb-summary__total">{messages.formatPrice(price.price)}</dd>
    </dl>
  );
}
