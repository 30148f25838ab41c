import { useMemo } from 'react';
import { type Analytics, createAnalytics } from './analytics/createAnalytics';
import { useApp } from './useApp';

/**
 * `const { track } = useAnalytics(); track('booking_step', { step: 'payment' })`. Off unless the
 * config has `analyticsId` and the patient's profile has the marketing agreement; props are
 * whitelisted, so passing personal or medical data is harmless (it is dropped).
 */
export function useAnalytics(): Analytics {
  const { config, session } = useApp();
  return useMemo(
    () =>
      createAnalytics({
        analyticsId: config.analyticsId,
        hasConsent: () => session.getState().profile?.marketingAgreement === true,
        load: async (id) => (await import('./analytics/dataLayerTransport')).dataLayerTransport(id),
      }),
    [config.analyticsId, session],
  );
}
