import type { Messages } from '@wizyta/core';
import { useState } from 'react';
import type { SubscriptionEndApi } from '../flow/BookingProps';

/** Props of {@link SubscriptionEndNotice}. */
export interface SubscriptionEndNoticeProps {
  readonly messages: Messages;
  readonly api: SubscriptionEndApi;
  readonly session: { reloadProfile(): Promise<unknown> };
  /** Classes of the buttons' row, of the dismissing (first) and of the closing (second) button. */
  readonly actionsClass: string;
  readonly buttonClass: string;
  readonly secondaryClass: string;
  /** The flag is cleared and the profile reloaded. */
  readonly onDone: () => void;
  /** A call failed (the notice stays). */
  readonly onError: (error: unknown) => void;
}

/**
 * The notice that the patient's subscription is ending, shown while the profile's popup flag is
 * set (spec §2 guard step 4): the portal's `/subscription-end` page and the booking flow's step
 * after sign-in. "Close" clears the flag for now (`PUT patient-profile/show-subscription-end-popup`,
 * the provider may set it again later); "Don't show again" disables the popup
 * (`POST …/disable-popup/show-subscription-end`). Either way the profile is reloaded.
 */
export function SubscriptionEndNotice(props: SubscriptionEndNoticeProps) {
  const { messages, api, session, onDone, onError } = props;
  const [busy, setBusy] = useState(false);
  const t = messages.t;

  async function leave(call: () => Promise<void>) {
    setBusy(true);
    try {
      await call();
      await session.reloadProfile();
      onDone();
    } catch (error) {
      onError(error);
      setBusy(false);
    }
  }

  return (
    <>
      <p>{t('account.subscriptionEnd.text')}</p>
      <div className={props.actionsClass}>
        <button
          type="button"
          className={props.buttonClass}
          disabled={busy}
          onClick={() => void leave(() => api.disablePopupSubscriptionEnd())}
        >
          {t('account.subscriptionEnd.dismiss')}
        </button>
        <button
          type="button"
          className={props.secondaryClass}
          disabled={busy}
          onClick={() =>
            void leave(() => api.setSubscriptionEndPopup({ body: { showSubscriptionEndPopup: false } }))
          }
        >
          {t('account.subscriptionEnd.close')}
        </button>
      </div>
    </>
  );
}
