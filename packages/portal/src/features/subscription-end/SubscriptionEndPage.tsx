import { SubscriptionEndNotice } from '@wizyta/booking/account';
import { useNavigate } from 'react-router';
import { useApp } from '../../shared/useApp';
import { useToast } from '../../shared/useToast';
import './subscription-end.css';

/**
 * `/subscription-end`: the notice that the patient's subscription is ending, where the guard
 * sends them while the profile's popup flag is set — `@wizyta/booking/account`'s notice, which
 * the booking flow shows after a sign-in too. Either button clears or disables the flag and
 * reloads the profile, so the guard lets the patient go on, and the page goes to `/`.
 */
export default function SubscriptionEndPage() {
  const { api, messages, session } = useApp();
  const toast = useToast();
  const navigate = useNavigate();

  return (
    <section className="page account-page subscription-end" aria-labelledby="subscription-end-title">
      <h1 id="subscription-end-title">{messages.t('account.subscriptionEnd.title')}</h1>
      <SubscriptionEndNotice
        messages={messages}
        api={api}
        session={session}
        actionsClass="form-actions"
        buttonClass="button"
        secondaryClass="button button--secondary"
        onDone={() => void navigate('/', { replace: true })}
        onError={(error) => toast.error(error)}
      />
    </section>
  );
}
