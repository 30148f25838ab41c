import { useState } from 'react';
import { GuardError } from '../Agreements/GuardError';
import { useBooking } from '../flow/BookingContext';
import { StepHeading } from '../form/StepHeading';
import { SubscriptionEndNotice } from './SubscriptionEndNotice';

/**
 * The flow's subscription-end step (spec §2 guard step 4): shown after sign-in while the
 * profile's popup flag is set, as the portal's `/subscription-end` is; either button lets the
 * patient go on with the step they were on.
 */
export function SubscriptionEnd() {
  const { api, session, messages } = useBooking();
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <section className="wb-step wb-subscription-end">
      <StepHeading>{messages.t('account.subscriptionEnd.title')}</StepHeading>
      <GuardError error={failure} />
      <SubscriptionEndNotice
        messages={messages}
        api={api}
        session={session}
        actionsClass="wb-actions"
        buttonClass="wb-button"
        secondaryClass="wb-button wb-button--secondary"
        onDone={() => setFailure(null)}
        onError={setFailure}
      />
    </section>
  );
}
