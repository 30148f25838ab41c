import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { BackendEnv } from '../BackendEnv';
import { RETURN_KEY_TTL_MS } from './paymentLedger';

/** The cookie that carries a payment's return key back to the flow frame that started it. */
export const RETURN_KEY_COOKIE = 'wizyta_payment_return';

/**
 * Keeps the return key for the client that asked for the payment, in a cookie it cannot read and
 * no other site gets: HttpOnly, and Partitioned (CHIPS) — in a flow frame on a partner page it is
 * stored under that page's site, which is how it survives the trip to the gateway where the frame's
 * own storage (and every unpartitioned third-party cookie) is blocked. It is sent only to the
 * provider's origin; a script on the partner page may make the browser send it along, but the API
 * answers cross-origin requests without credentials support, so such a script reads nothing.
 */
export function keepReturnKey(c: Context<BackendEnv>, returnKey: string): void {
  setCookie(c, RETURN_KEY_COOKIE, returnKey, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'None',
    partitioned: true,
    maxAge: Math.floor(RETURN_KEY_TTL_MS / 1000),
  });
}

/**
 * The return key the client's cookie carries, when the request came from a document of the
 * provider's own origin (`Sec-Fetch-Site: same-origin`, which a browser sets and no page can
 * forge): a partner page's script that makes the browser send the cookie along gets nothing, even
 * where it could read the answer, and so does a request from outside a browser.
 */
export function returnKeyOf(c: Context<BackendEnv>): string | undefined {
  if (c.req.header('sec-fetch-site') !== 'same-origin') return undefined;
  const key = getCookie(c, RETURN_KEY_COOKIE);
  return key && /^[A-Za-z0-9_-]{32,128}$/.test(key) ? key : undefined;
}
