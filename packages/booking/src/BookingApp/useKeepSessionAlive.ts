import { useLayoutEffect } from 'react';

/** At most one keep-alive per this many ms: typing produces an input event per key. */
export const KEEP_ALIVE_EVERY_MS = 30_000;

/**
 * While the flow is on screen, the patient's typing keeps the session alive: every
 * input event, at most once per {@link KEEP_ALIVE_EVERY_MS}, asks the session to refresh its token
 * ahead of expiry. Between sign-in and booking the flow makes no authenticated call, so without
 * this a patient who takes a while over the personal data would find the session gone at "book".
 * Input events are composed, so the widget's shadow DOM reaches the document listener too. A
 * layout effect: attached and removed with the component under preact too (its plain effects are
 * deferred past a paint).
 */
export function useKeepSessionAlive(
  keepAlive: (() => Promise<void>) | undefined,
  now: () => number = Date.now,
): void {
  useLayoutEffect(() => {
    if (!keepAlive || typeof document === 'undefined') return;
    let last = Number.NEGATIVE_INFINITY;
    const onInput = () => {
      const at = now();
      if (at - last < KEEP_ALIVE_EVERY_MS) return;
      last = at;
      keepAlive().catch((error: unknown) => console.warn('[wizyta/booking] keep-alive failed', error));
    };
    document.addEventListener('input', onInput, true);
    return () => document.removeEventListener('input', onInput, true);
  }, [keepAlive, now]);
}
