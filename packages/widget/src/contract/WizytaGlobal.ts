import type { WizytaGlobal as PartnerWizytaGlobal } from './WizytaPartnerTypes';

export type { WizytaHandler } from './WizytaEventTypes';

/** One queued call of the loader's stub: the arguments exactly as the page passed them. */
export type WizytaQueuedCall = ArrayLike<unknown>;

/**
 * The page-global `Wizyta` function as the widget itself sees it: the partner's typed calls
 * ({@link PartnerWizytaGlobal}) plus its state. Before the bundle loads it is the loader's stub,
 * which only queues calls in `q`; the bundle replaces it with the real one and replays the queue.
 * Pages call it from plain JavaScript too, so the widget checks every argument at run time.
 */
export interface WizytaGlobal extends PartnerWizytaGlobal {
  /** Any call, as plain JavaScript may make it (`data-wizyta-open` passes attribute strings). */
  (command: string, ...args: unknown[]): void;
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
