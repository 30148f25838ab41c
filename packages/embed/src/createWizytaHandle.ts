import type { Wizyta } from './Wizyta.js';

/** The page-global `Wizyta` function of the widget's loader (its queue stub, then the real API). */
export type WizytaPageGlobal = ((...args: unknown[]) => void) & {
  readonly loader?: boolean;
  readonly loaded?: boolean;
  readonly version?: unknown;
};

/** The page's `Wizyta` global, if a loader installed it. */
export function pageGlobal(win: Window): WizytaPageGlobal | undefined {
  const value: unknown = (win as unknown as { Wizyta?: unknown }).Wizyta;
  return typeof value === 'function' ? (value as WizytaPageGlobal) : undefined;
}

/**
 * A handle over the page's `Wizyta(...)` global. Each `on` registers its own wrapper, so two
 * subscriptions of one handler are two listeners, each removed by its own unsubscribe.
 */
export function createWizytaHandle(win: Window): Wizyta {
  const call = (...args: unknown[]): void => pageGlobal(win)?.(...args);
  return {
    on(name, handler) {
      let listening = true;
      const listener: typeof handler = (detail, event) => handler(detail, event);
      call('on', name, listener);
      return () => {
        if (listening) call('off', name, listener);
        listening = false;
      };
    },
    open: (options) => call('open', options),
    close: () => call('close'),
    prefill: (data) => call('prefill', data),
    consent: (granted) => call('consent', granted === true),
    get version() {
      const version = pageGlobal(win)?.version;
      return typeof version === 'string' ? version : undefined;
    },
    active: true,
  };
}

/** The handle resolved where there is no page (server-side rendering): every call does nothing. */
export const INERT_WIZYTA: Wizyta = {
  on: () => () => undefined,
  open: () => undefined,
  close: () => undefined,
  prefill: () => undefined,
  consent: () => undefined,
  version: undefined,
  active: false,
};
