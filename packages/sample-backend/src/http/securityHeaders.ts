import type { MiddlewareHandler } from 'hono';
import type { BackendEnv } from '../BackendEnv';
import { classifyHostPath } from '../hosting/classifyHostPath';
import { hostHeaders } from '../hosting/hostHeaders';
import { hostPolicy } from './hostPolicy';
import type { TrustedOrigins } from './TrustedOrigins';

/** The raw query of a request URL (without `?`), as nginx's `$args` holds it. */
export function rawQuery(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return '';
  const end = url.indexOf('#', start);
  return url.slice(start + 1, end < 0 ? undefined : end);
}

/**
 * The header table (`hosting/hostTable.ts`, shared with the generated nginx config) on every
 * answer: nosniff (and HSTS on https) everywhere; `Cache-Control` by the kind of path where the
 * handler set none (on errors only for the API, whose errors may carry personal data too);
 * `Cross-Origin-Resource-Policy` on the API (same-origin) and the widget (cross-origin); the CSP
 * set on every HTML answer, with `frame-ancestors` from the brand its path or query names.
 */
export function securityHeaders(origins: TrustedOrigins): MiddlewareHandler<BackendEnv> {
  const policy = hostPolicy(origins);
  return async (c, next) => {
    await next();
    const headers = hostHeaders(classifyHostPath(c.req.path, rawQuery(c.req.url)), policy);
    for (const [name, value] of Object.entries(headers.always)) c.header(name, value);
    const { cache } = headers;
    if (cache && !c.res.headers.has('cache-control') && (c.res.status < 400 || cache.everyAnswer)) {
      c.header('Cache-Control', cache.value);
    }
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      for (const [name, value] of Object.entries(headers.html)) c.header(name, value);
    }
  };
}
