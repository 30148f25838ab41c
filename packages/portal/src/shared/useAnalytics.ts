import { useMemo, useRef } from 'react';
import { type Analytics, createAnalytics } from './analytics/createAnalytics';
import { useApp } from './useApp';

/**
 * `const { track } = useAnalytics(); track('booking_step', { step: 'payment' })`. Off unless the
 * config has `analyticsId` and the patient's profile has the marketing agreement; props are
 * whitelisted, so passing personal or medical data is harmless (it is dropped). A page where no one
 * is signed in yet passes the consent it has itself (registration: the agreement just given).
 */
export function useAnalytics(consent?: () => boolean): Analytics {
  const { config, session } = useApp();
  const given = useRef(consent);
  given.current = consent;
  return useMemo(
    () =>
      createAnalytics({
        analyticsId: config.analyticsId,
        hasConsent: () => given.current?.() ?? session.getState().profile?.marketingAgreement === true,
        load: async (id) => (await import('./analytics/dataLayerTransport')).dataLayerTransport(id),
      }),
    [config.analyticsId, session],
  );
}
