import { CASH_SURCHARGE, can, isCoveredByPlan, type PaymentType } from '@wizyta/core';
import type { FormEvent } from 'react';
import { useBooking } from '../flow/BookingContext';
import { useOrder } from '../flow/useOrder';
import { RadioGroup } from '../form/RadioGroup';
import { StepActions } from '../form/StepActions';
import { StepHeading } from '../form/StepHeading';
import { OtherSlots } from '../OtherSlots/OtherSlots';
import { PersonalForm } from '../Personal/PersonalForm';
import { SignIn } from '../SignIn/SignIn';
import { PriceSummary } from './PriceSummary';
import { VisitDetails } from './VisitDetails';
import { VoucherForm } from './VoucherForm';

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  /** WELBI's short flow books from this page: sign-in comes first when nobody is signed in. */
  readonly signIn: boolean;
}

/**
 * The order details: the held visit, other times (when the brand shows them), the price with the
 * discount code and the payment method. The full flow goes on with NEXT; WELBI's short flow has
 * the personal data form here and books from it.
 */
export function OrderSummary({ signIn }: OrderSummaryProps) {
  const { actor, messages, type, sessionState } = useBooking();
  const shortFlow = useOrder((s) => s.context.shortFlow);
  const forNfz = useOrder((s) => s.context.order.forNfz);
  const paymentType = useOrder((s) => s.context.order.paymentType ?? 'ONLINE');
  const permission = { type, roles: sessionState.roles.length > 0 ? sessionState.roles : ['PATIENT'] };
  // Spec §6 price view: without it no price, no discount code and no payment choice (the plan
  // covers the visit; PriceSummary says so).
  const showPrice = !shortFlow && !forNfz && !isCoveredByPlan(permission);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'NEXT' });
  };
  const back = () => actor.send({ type: 'BACK' });
  return (
    <div className="wb-step wb-summary-step">
      {/* Signed in on this page (the short flow): the heading takes the focus again, as a new
          step's does; the page itself stays, with what was typed on it. */}
      <StepHeading key={String(signIn)}>{messages.t('booking.summary.title')}</StepHeading>
      <VisitDetails />
      {can('SHOW_OTHER_SLOTS', permission) ? <OtherSlots /> : null}
      {showPrice ? (
        <>
          <PriceSummary />
          <VoucherForm />
          <RadioGroup<PaymentType>
            path="paymentType"
            legend={messages.t('booking.summary.paymentType')}
            value={paymentType}
            onChange={(next) => actor.send({ type: 'PAYMENT_TYPE', paymentType: next })}
            options={[
              { value: 'ONLINE', label: messages.t('booking.payment.ONLINE') },
              {
                value: 'CASH',
                label: messages.t('booking.payment.CASH', {
                  surcharge: messages.formatPrice(CASH_SURCHARGE),
                }),
              },
            ]}
          />
        </>
      ) : (
        <PriceSummary />
      )}
      {shortFlow ? (
        signIn ? (
          <SignIn embedded />
        ) : (
          <PersonalForm submitLabel={messages.t('booking.personal.bookNow')} />
        )
      ) : (
        <form onSubmit={submit} noValidate>
          <StepActions submitLabel={messages.t('booking.next')} onBack={back} />
        </form>
      )}
    </div>
  );
}
