import type { AnalyticsEvent, TrackableValue } from './trackableProps';

/** Where consented, whitelisted events go once analytics has loaded. */
export interface AnalyticsTransport {
  send(event: AnalyticsEvent, props: Readonly<Record<string, TrackableValue>>): void;
}
