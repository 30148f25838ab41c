// Loaded on the SSO click (the SSO chunk, with nothing of core: see rollup.config.mjs), never by a
// patient who signs in by SMS.
import { SSO_ACK, SSO_TOKENS, type SsoMessage } from './ssoMessages';

/** How often the frame looks whether the patient closed the popup (no event tells it). */
const CLOSED_POLL_MS = 250;

/**
 * Waits for the tokens the SSO popup hands to this flow frame: only a message from `popup`
 * itself (`event.source`) and from `origin` (the provider's, this frame's own) counts, and its
 * tokens must pass `accept` (the caller's schema). The popup is told they arrived and closes
 * itself then, so a closed popup seen here without tokens really is a login the patient
 * abandoned: `closed`.
 */
export function awaitSsoTokens<T>(
  win: Window,
  popup: Window,
  origin: string,
  accept: (tokens: unknown) => T | null,
): Promise<T | 'closed'> {
  return new Promise((resolve) => {
    const finish = (result: T | 'closed') => {
      win.removeEventListener('message', onMessage);
      win.clearInterval(poll);
      resolve(result);
    };
    const onMessage = (event: MessageEvent<SsoMessage | null>) => {
      if (event.origin !== origin || event.source !== popup || event.data?.type !== SSO_TOKENS) return;
      const tokens = accept(event.data.tokens);
      if (tokens === null) return;
      popup.postMessage({ type: SSO_ACK } satisfies SsoMessage, origin);
      finish(tokens);
    };
    const poll = win.setInterval(() => {
      if (popup.closed) finish('closed');
    }, CLOSED_POLL_MS);
    win.addEventListener('message', onMessage);
  });
}
