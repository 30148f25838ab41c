import type { AnalyticsTransport } from './AnalyticsTransport';

declare global {
  interface Window {
    /** The tag-manager queue analytics events are pushed to. */
    dataLayer?: unknown[];
  }
}

type AnalyticsWindow = Pick<Window, 'dataLayer'>;

/**
 * The default transport, loaded only after consent: pushes events into `window.dataLayer` (the
 * queue a deployment's tag manager reads) with the config's `analyticsId`. It loads no script of
 * its own: a third-party tag would break `script-src 'self'`, so a deployment that wants one adds
 * it and its origin to the CSP deliberately.
 */
export function dataLayerTransport(
  analyticsId: string,
  target: AnalyticsWindow = window,
): AnalyticsTransport {
  target.dataLayer ??= [];
  const queue = target.dataLayer;
  return {
    send(event, props) {
      queue.push({ event: `wizyta.${event}`, analyticsId, ...props });
    },
  };
}
