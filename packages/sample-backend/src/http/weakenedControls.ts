import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Hono } from 'hono';
import type { AccountStore } from '../accounts';
import type { BackendEnv } from '../BackendEnv';
import type { BackendOptions } from '../BackendOptions';
import { RELAXED_RATE_LIMITS } from './RateLimits';

/**
 * The controls a test may switch off, one at a time, to prove that `npm run verify:provider`
 * catches each: the names are the probe's lines. Test only: no environment variable or command
 * line reads them (neither `npm start` nor `deploy:local` can weaken anything), and
 * `createBackend` refuses them off the loopback, as it does the development shortcuts.
 */
export const WEAKENABLE_CONTROLS = [
  'sms-alike',
  'dev-shortcuts',
  'limits',
  'idp-redirect-uris',
  'no-store',
  'body-size',
  'string-length',
  'host',
  'payment-return',
  'cors',
  'security-headers',
] as const;

export type WeakenedControl = (typeof WEAKENABLE_CONTROLS)[number];

/** The options a weakened `dev-shortcuts` or `limits` stands for. */
export function weakenOptions(options: BackendOptions): BackendOptions {
  const weak = new Set(options.testOnlyWeakenedControls);
  return {
    ...options,
    ...(weak.has('dev-shortcuts') ? { devShortcuts: true } : {}),
    ...(weak.has('limits') ? { rateLimits: RELAXED_RATE_LIMITS } : {}),
  };
}

/** Whether `control` is switched off in `options` (a test's weakened backend). */
export function isWeakened(options: BackendOptions, control: WeakenedControl): boolean {
  return options.testOnlyWeakenedControls.includes(control);
}

/**
 * The answers of a weakened backend, registered first (outermost): caching, CORS and the page's
 * headers loosened after the routes answer, and a stranger's phone and a keyless payment return
 * answered as a careless backend would.
 */
export function registerWeakenedAnswers(
  app: Hono<BackendEnv>,
  options: BackendOptions,
  accounts: AccountStore,
): void {
  if (options.testOnlyWeakenedControls.length === 0) return;
  const weak = (control: WeakenedControl) => isWeakened(options, control);
  app.use('*', async (c: Context<BackendEnv>, next) => {
    if (weak('sms-alike') && c.req.method === 'POST' && c.req.path.endsWith('/sms-login/verify')) {
      const body = (await c.req.raw
        .clone()
        .json()
        .catch(() => ({}))) as {
        phoneNumber?: { prefix: string; number: string };
      };
      if (body.phoneNumber && !accounts.byPhone(body.phoneNumber))
        return c.json({ code: 4106, message: 'Brak konta z tym numerem.' }, 404);
    }
    if (weak('payment-return') && c.req.path.endsWith('/payment/return-status'))
      return c.json({ status: 'PROCESSING' });
    await next();
    const headers = new Headers(c.res.headers);
    if (weak('no-store')) headers.delete('cache-control');
    if (weak('security-headers')) headers.delete('content-security-policy');
    const origin = c.req.header('origin');
    if (weak('cors') && origin) headers.set('access-control-allow-origin', origin);
    const weakened = new Response(c.res.body, { status: c.res.status, headers });
    // Hono's setter copies the old answer's headers over a new one: clear it first.
    c.res = undefined;
    c.res = weakened;
    return weakened;
  });
}

/**
 * A weakened IdP (`idp-redirect-uris`): an authorization request for any redirect URI off the
 * provider's origin is sent there with a code, as an IdP with a wildcard would. True when answered.
 */
export function answerWeakenedIdp(
  options: BackendOptions,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  if (!isWeakened(options, 'idp-redirect-uris')) return false;
  const url = new URL(req.url ?? '/', options.issuerOrigin);
  const redirect = url.searchParams.get('redirect_uri');
  if (!url.pathname.endsWith('/protocol/openid-connect/auth') || !redirect || !URL.canParse(redirect))
    return false;
  if (new URL(redirect).origin === options.issuerOrigin) return false;
  res.writeHead(302, { location: `${redirect}?code=weakened&state=${url.searchParams.get('state') ?? ''}` });
  res.end();
  return true;
}
