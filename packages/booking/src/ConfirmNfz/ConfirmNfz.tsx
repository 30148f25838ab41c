import { isCoveredByPlan } from '@wizyta/core';
import type { FormEvent } from 'react';
import { useBooking } from '../flow/BookingContext';
import { useOrder } from '../flow/useOrder';
import { StepActions } from '../form/StepActions';
import { StepHeading } from '../form/StepHeading';
import { PriceSummary } from '../OrderSummary/PriceSummary';
import { VisitDetails } from '../OrderSummary/VisitDetails';

/**
 * The last step instead of payment for an NFZ visit ("free") or one the patient's plan covers
 * (no price view): the details and 'Potwierdź rezerwację'.
 */
export function ConfirmNfz() {
  const { actor, messages, type, sessionState } = useBooking();
  const forNfz = useOrder((s) => s.context.order.forNfz);
  const covered = !forNfz && isCoveredByPlan({ type, roles: sessionState.roles });
  const booking = useOrder((s) => s.matches('booking'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
  return (
    <form className="wb-step wb-confirm" onSubmit={submit} noValidate>
      <StepHeading>{messages.t('booking.confirm.title')}</StepHeading>
      <p className="wb-text">
        {messages.t(covered ? 'journey.covered.confirmText' : 'booking.confirm.text')}
      </p>
      <VisitDetails />
      <PriceSummary />
      <StepActions
        submitLabel={messages.t('booking.confirm.submit')}
        onBack={() => actor.send({ type: 'BACK' })}
        busy={booking}
      />
    </form>
  );
}
