import type { FunnelHandler } from '@wizyta/booking';

/**
 * The flow frame's analytics: with the config's `analyticsId` and the patient's marketing
 * agreement, the booking funnel's events go to the frame's own `dataLayer` (provider origin, the
 * queue a deployment's tag manager reads there), as the portal's do. The partner page hears only its
 * `wizyta:*` events; nothing here crosses to it.
 */
export function frameFunnel(
  analyticsId: string | undefined,
  hasConsent: () => boolean,
  target: { dataLayer?: unknown[] } = window as { dataLayer?: unknown[] },
): FunnelHandler | undefined {
  if (!analyticsId) return undefined;
  return (event, props) => {
    if (!hasConsent()) return;
    target.dataLayer ??= [];
    target.dataLayer.push({ event: `wizyta.${event}`, analyticsId, ...props });
  };
}
