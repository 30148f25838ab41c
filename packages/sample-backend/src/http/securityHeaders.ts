import type { MiddlewareHandler } from 'hono';
import type { BackendEnv } from '../BackendEnv';
import { htmlSecurityHeaders } from './htmlSecurityHeaders';
import type { TrustedOrigins } from './TrustedOrigins';

/** Paths whose answers carry personal data or tokens: never stored by a browser or a proxy. */
const API_PATH = /^\/(patient-portal\/api|visit-api)\//;
/** The widget's files: loaded by `<script src>` from partner pages, so cross-origin by design. */
const WIDGET_PATH = /^\/widget\//;

function resourcePolicy(path: string): string | undefined {
  if (API_PATH.test(path)) return 'same-origin';
  if (WIDGET_PATH.test(path)) return 'cross-origin';
  return undefined;
}

/**
 * Sets nosniff on every response, `Cache-Control: no-store` on every API and token answer (RFC
 * 6749 §5.1; a file download keeps its own), `Cross-Origin-Resource-Policy` on the API
 * (same-origin: a CORS call is unaffected, a no-cors `<img>`/`<script>` read of it is refused) and
 * on the widget's files (cross-origin, deliberately), and the full CSP set on every HTML response.
 */
export function securityHeaders(origins: TrustedOrigins): MiddlewareHandler<BackendEnv> {
  return async (c, next) => {
    await next();
    const path = c.req.path;
    c.header('X-Content-Type-Options', 'nosniff');
    if (API_PATH.test(path) && !c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
    const policy = resourcePolicy(path);
    if (policy) c.header('Cross-Origin-Resource-Policy', policy);
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      for (const [name, value] of Object.entries(htmlSecurityHeaders(path, origins))) {
        c.header(name, value);
      }
    }
  };
}
