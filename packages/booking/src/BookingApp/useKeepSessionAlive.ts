import { useLayoutEffect } from 'react';

/**
 * While the flow is on screen, the patient's typing keeps the session alive: each input event asks
 * the session to refresh its token if it expires soon (`Session.keepAlive`: a local check of the
 * token's expiry, a network call only within its last minute), one request at a time — events that
 * arrive while one is under way are covered by it. Between sign-in and booking the flow makes no
 * authenticated call, so without this a patient who takes a while over the personal data would
 * find the session gone at "book". Not throttled by time: an input right after an earlier one,
 * when the token has just entered its last minute, must still refresh it (or, when the IdP
 * refuses, end the session there and then). Input events are composed, so the widget's shadow DOM
 * reaches the document listener too. A layout effect: attached and removed with the component
 * under preact too (its plain effects are deferred past a paint).
 */
export function useKeepSessionAlive(keepAlive: (() => Promise<void>) | undefined): void {
  useLayoutEffect(() => {
    if (!keepAlive || typeof document === 'undefined') return;
    let pending = false;
    const onInput = () => {
      if (pending) return;
      pending = true;
      keepAlive()
        .catch((error: unknown) => console.warn('[wizyta/booking] keep-alive failed', error))
        .finally(() => {
          pending = false;
        });
    };
    document.addEventListener('input', onInput, true);
    return () => document.removeEventListener('input', onInput, true);
  }, [keepAlive]);
}
