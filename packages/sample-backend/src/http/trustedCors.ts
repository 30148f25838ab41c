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
    if (origin && allowed.has(origin)) return withCors(c, next);
    await next();
  };
}
