import type { MiddlewareHandler } from 'hono';
import type { BackendEnv } from '../BackendEnv';
import { htmlSecurityHeaders } from './htmlSecurityHeaders';
import type { TrustedOrigins } from './TrustedOrigins';

/** Sets nosniff on every response and the full CSP set on every HTML response. */
export function securityHeaders(origins: TrustedOrigins): MiddlewareHandler<BackendEnv> {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      for (const [name, value] of Object.entries(htmlSecurityHeaders(c.req.path, origins))) {
        c.header(name, value);
      }
    }
  };
}
