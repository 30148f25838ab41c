import { useState } from 'react';
import { useBooking } from '../flow/BookingContext';
import { WIDGET_FIELD_LOOK } from '../form/FieldSource';
import { StepHeading } from '../form/StepHeading';
import { AgreementsForm } from './AgreementsForm';
import { GuardError } from './GuardError';

/**
 * The flow's agreements step (spec §2 guard step 3): a patient who signed in during the flow with
 * the terms not accepted, or a consents version that changed since, accepts them here — the same
 * form, texts and calls as the portal's `/agreements` — and is back on the step they were on,
 * with the hold and everything typed kept.
 */
export function Agreements() {
  const { api, session, messages, type, regulationUrl, idPrefix } = useBooking();
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <section className="wb-step wb-agreements">
      <StepHeading>{messages.t('account.agreements.title')}</StepHeading>
      <GuardError error={failure} />
      <AgreementsForm
        messages={messages}
        api={api}
        session={session}
        type={type}
        regulationUrl={regulationUrl}
        formId={`${idPrefix}-agreements`}
        look={WIDGET_FIELD_LOOK}
        formClass="wb-form"
        actionsClass="wb-actions"
        buttonClass="wb-button wb-button--primary"
        noteClass="wb-text"
        onAccepted={() => setFailure(null)}
        onError={setFailure}
      />
    </section>
  );
}
