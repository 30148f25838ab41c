import type { WizytaEventName, WizytaHandler } from './WizytaEventTypes';

export type { WizytaHandler } from './WizytaEventTypes';

/** One queued call of the loader's stub: the arguments exactly as the page passed them. */
export type WizytaQueuedCall = ArrayLike<unknown>;

/**
 * The page-global `Wizyta` function. Before the bundle loads it is the loader's stub, which only
 * queues calls in `q`; the bundle replaces it with the real one and replays the queue.
 */
export interface WizytaGlobal {
  <Name extends WizytaEventName>(command: 'on' | 'off', name: Name, handler: WizytaHandler<Name>): void;
  /** Opens the booking in a dialog; the options are the element's attributes (`{ specialization: 5 }`). */
  (command: 'open', options?: Readonly<Record<string, unknown>>): void;
  /** Closes the booking dialog. */
  (command: 'close'): void;
  /** Prefills every `<wizyta-booking>` on the page (the `prefill` attribute's data, as an object). */
  (command: 'prefill', prefill: Readonly<Record<string, unknown>>): void;
  /**
   * The visitor's analytics consent: `true` lets elements with a `data-layer` attribute push
   * `wizyta_ready`, `wizyta_step` and `wizyta_booked` (no personal data) to the page's
   * `dataLayer`; `false` stops it. Nothing is pushed before `true`.
   */
  (command: 'consent', granted: boolean): void;
  /** Calls queued before the bundle loaded (the stub's only state). */
  q?: WizytaQueuedCall[];
  /** True once the real API replaced the stub. */
  loaded?: boolean;
  /** True once a loader watches the page (a second loader script then does nothing). */
  loader?: boolean;
  /**
   * The widget's version (`0.3.1`): the folder `/widget/0.3.1/` its files come from and the
   * `version` of `/widget/manifest.json`. Set by the loader and by the bundle.
   */
  version?: string;
}

declare global {
  interface Window {
    Wizyta?: WizytaGlobal;
  }
}
