// Loaded on the SSO click (the SSO chunk, with nothing of core: see build/chunkPlan.mjs), never by a
// patient who signs in by SMS.
import type { Session, TokenResponse } from '@wizyta/core';
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

/**
 * Whether the popup's message carries a token response. Checked by hand, not with core's schema:
 * importing it here would pull it into the SSO chunk, out of the chunk the SMS booking loads.
 */
export function asTokenResponse(value: unknown): TokenResponse | null {
  if (typeof value !== 'object' || value === null) return null;
  const t = value as Record<string, unknown>;
  const text = (key: string) => typeof t[key] === 'string' && t[key] !== '';
  const seconds = (key: string) => Number.isInteger(t[key]) && (t[key] as number) >= 0;
  const valid =
    text('access_token') &&
    text('refresh_token') &&
    text('token_type') &&
    seconds('expires_in') &&
    seconds('refresh_expires_in');
  return valid && (t.expires_in as number) > 0 ? (value as TokenResponse) : null;
}

/**
 * The frame's side of the SSO popup once it is open: waits for its tokens ({@link awaitSsoTokens})
 * and signs the session in with them (memory only). `closed` when the patient closed the popup
 * without signing in.
 */
export async function signInThroughPopup(
  win: Window,
  popup: Window,
  session: () => Promise<Pick<Session<never>, 'signInWithTokens'>>,
): Promise<'closed' | undefined> {
  const [tokens, started] = await Promise.all([
    awaitSsoTokens(win, popup, win.location.origin, asTokenResponse),
    session(),
  ]);
  if (tokens === 'closed') return tokens;
  await started.signInWithTokens(tokens, 'sso');
  return undefined;
}
