import type { AnalyticsTransport } from './AnalyticsTransport';
import { type AnalyticsEvent, isAnalyticsEvent, trackableProps } from './trackableProps';

/** Options of {@link createAnalytics}. */
export interface AnalyticsOptions {
  /** The config's `analyticsId`; without it nothing ever loads. */
  readonly analyticsId: string | undefined;
  /** Whether the patient has given the marketing agreement right now (read on every event). */
  readonly hasConsent: () => boolean;
  /** Loads the transport (a dynamic import); called at most once, and only with id and consent. */
  readonly load: (analyticsId: string) => Promise<AnalyticsTransport>;
}

/** The analytics of the portal. */
export interface Analytics {
  /** Sends an event with whitelisted props, or nothing when analytics is off or not consented. */
  track(event: AnalyticsEvent, props?: Readonly<Record<string, unknown>>): void;
}

/**
 * Analytics that load only when `analyticsId` is set and the patient has consented, and send only
 * whitelisted events and properties (see `trackableProps`). Events before consent are dropped,
 * not queued: consent is not retroactive.
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  let transport: Promise<AnalyticsTransport | null> | null = null;
  return {
    track(event, props) {
      const { analyticsId } = options;
      if (!analyticsId || !isAnalyticsEvent(event) || !options.hasConsent()) return;
      const clean = trackableProps(props);
      transport ??= options.load(analyticsId).catch(() => null);
      void transport.then((loaded) => loaded?.send(event, clean));
    },
  };
}
