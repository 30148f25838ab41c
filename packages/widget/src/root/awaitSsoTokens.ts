// Loaded on the SSO click (with the session chunk), never by a patient who signs in by SMS.
import { type TokenResponse, TokenResponseSchema } from '../core';
import { SSO_ACK, SSO_TOKENS, type SsoMessage } from './ssoMessages';

/** How often the frame looks whether the patient closed the popup (no event tells it). */
const CLOSED_POLL_MS = 250;

/**
 * Waits for the tokens the SSO popup hands to this flow frame: only a message from `popup`
 * itself (`event.source`) and from `origin` (the provider's, this frame's own) counts, and its
 * tokens must parse. The popup is told they arrived and closes itself then, so a closed popup
 * seen here without tokens really is a login the patient abandoned: `closed`.
 */
export function awaitSsoTokens(
  win: Window,
  popup: Window,
  origin: string,
): Promise<TokenResponse | 'closed'> {
  return new Promise((resolve) => {
    const finish = (result: TokenResponse | 'closed') => {
      win.removeEventListener('message', onMessage);
      win.clearInterval(poll);
      resolve(result);
    };
    const onMessage = (event: MessageEvent<SsoMessage | null>) => {
      if (event.origin !== origin || event.source !== popup || event.data?.type !== SSO_TOKENS) return;
      const tokens = TokenResponseSchema.safeParse(event.data.tokens);
      if (!tokens.success) return;
      popup.postMessage({ type: SSO_ACK } satisfies SsoMessage, origin);
      finish(tokens.data);
    };
    const poll = win.setInterval(() => {
      if (popup.closed) finish('closed');
    }, CLOSED_POLL_MS);
    win.addEventListener('message', onMessage);
  });
}
