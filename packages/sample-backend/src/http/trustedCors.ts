import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { BackendEnv } from '../BackendEnv';
import type { TrustedOrigins } from './TrustedOrigins';

/**
 * CORS for exactly the trusted origins (exact string match, never a prefix), without credentials
 * (the API takes bearer tokens, never cookies): the widget on a partner page calls the API and
 * reads `config.json` cross-origin. Other origins
 * get no CORS headers at all, so their browsers refuse to expose the answers.
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
    const origin = c.req.header('origin');
    if (origin && allowed.has(origin)) {
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
