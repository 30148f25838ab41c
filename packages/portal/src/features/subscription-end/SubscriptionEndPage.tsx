import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../shared/useApp';
import { useToast } from '../../shared/useToast';
import './subscription-end.css';

/**
 * `/subscription-end`: the notice that the patient's subscription is ending, where the guard
 * sends them while the profile's popup flag is set. "Close" clears the flag for now
 * (`PUT patient-profile/show-subscription-end-popup`, the provider may set it again later);
 * "Don't show again" disables the popup (`POST …/disable-popup/show-subscription-end`). Either
 * way the profile is reloaded, so the guard lets the patient go on, and the page goes to `/`.
 */
export default function SubscriptionEndPage() {
  const { api, messages, session } = useApp();
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const t = messages.t;

  async function leave(call: () => Promise<void>) {
    setBusy(true);
    try {
      await call();
      await session.reloadProfile();
      void navigate('/', { replace: true });
    } catch (error) {
      toast.error(error);
      setBusy(false);
    }
  }

  return (
    <section className="page account-page subscription-end" aria-labelledby="subscription-end-title">
      <h1 id="subscription-end-title">{t('account.subscriptionEnd.title')}</h1>
      <p>{t('account.subscriptionEnd.text')}</p>
      <div className="form-actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void leave(() => api.disablePopupSubscriptionEnd())}
        >
          {t('account.subscriptionEnd.dismiss')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() =>
            void leave(() => api.setSubscriptionEndPopup({ body: { showSubscriptionEndPopup: false } }))
          }
        >
          {t('account.subscriptionEnd.close')}
        </button>
      </div>
    </section>
  );
}
