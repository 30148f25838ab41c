import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { BackendEnv } from '../BackendEnv';
import { BRAND_GATEWAY } from '../config/deployments';
import { classifyHostPath } from '../hosting/classifyHostPath';
import { HOST_TABLE } from '../hosting/hostTable';
import type { TrustedOrigins } from './TrustedOrigins';

/**
 * CORS for exactly the trusted origins (exact string match, never a prefix), without credentials
 * (the API takes bearer tokens, never cookies), on the kinds of path the header table marks for it
 * (`hosting/hostTable.ts`): the widget on a partner page loads its files, reads `config.json` and
 * calls the API cross-origin. Other origins get no CORS headers at all, so their browsers refuse
 * to expose the answers; the portal's pages and the IdP's get none (no partner page reads them).
 * A brand's API base (`/gw/<type>/…`) is answered by its re-dispatched request, which passes here
 * again: handled once, or its answer would say `Vary: Origin, Origin`.
 */
export function trustedCors(origins: TrustedOrigins): MiddlewareHandler<BackendEnv> {
  const allowed = new Set(origins.all);
  const withCors = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
  return async (c, next) => {
    const path = c.req.path;
    if (path.startsWith(`${BRAND_GATEWAY}/`) || !HOST_TABLE[classifyHostPath(path).pathClass].cors) {
      return next();
    }
    const origin = c.req.header('origin');
    // The payment gateway's pages are never read cross-origin: a partner page gets nothing there.
    const gateway = c.req.path === '/pay' || c.req.path.startsWith('/pay/');
    if (origin && allowed.has(origin) && !gateway) {
      // A preflight is answered by the CORS middleware itself (with Vary already): returned as is.
      const preflight = await withCors(c, next);
      if (preflight) return preflight;
    } else await next();
    varyByOrigin(c.res);
    return undefined;
  };
}

/**
 * Every answer says it varies by `Origin`, also one to a request without it: the flow frame loads
 * the widget's chunks same-origin (no `Origin`, no CORS headers), and a browser cache that kept that
 * copy without `Vary: Origin` hands it to the partner page's cross-origin module request, which
 * then fails CORS (the widget did not start after a payment return to a partner page).
 */
function varyByOrigin(res: Response): void {
  const vary = res.headers.get('Vary') ?? '';
  if (vary.split(',').some((name) => name.trim().toLowerCase() === 'origin' || name.trim() === '*')) return;
  res.headers.set('Vary', vary ? `${vary}, Origin` : 'Origin');
}
