import type { Context, Hono } from 'hono';
import type { BackendEnv } from '../BackendEnv';
import { ApiError } from '../http/ApiError';
import { isBrandType } from './BRAND_TYPES';
import { BRAND_GATEWAY, type Deployment } from './deployments';

/**
 * Every brand deployment's API base, `<origin>/gw/<type>/…` (its `config.json` `apiUrl`): the same
 * API, re-dispatched with the deployment in the server's own bindings, so an anonymous call
 * (registration, SMS sign-in, call-back, contact) is bound to its brand and no header a caller
 * could send sets or changes it. The bindings, not the Request, carry it: a body limit may
 * replace `c.req.raw` (a chunked body is buffered into a new Request). Register it first.
 */
export function registerBrandGateway(app: Hono<BackendEnv>): void {
  app.all(`${BRAND_GATEWAY}/:brand/*`, (c) => {
    const brand = c.req.param('brand');
    if (!isBrandType(brand)) throw new ApiError(404, 4191, `Nieznane wdrożenie: ${brand}.`);
    const url = new URL(c.req.url);
    url.pathname = url.pathname.slice(`${BRAND_GATEWAY}/${brand}`.length);
    // The parts named one by one: a Request as the init of another loses its method where the
    // global Request is not the one that made it (jsdom's test realm). The body stays a stream, so
    // the body limits behind the gateway still count streamed bytes.
    const raw = c.req.raw;
    const init: RequestInit & { duplex?: 'half' } = {
      method: raw.method,
      headers: raw.headers,
      signal: raw.signal,
    };
    if (raw.body !== null) Object.assign(init, { body: raw.body, duplex: 'half' });
    return app.fetch(new Request(url, init), { ...c.env, deployment: brand });
  });
}

/** The deployment a request came through: its gateway's brand, or the root API (GENERAL at `/`). */
export function requestDeployment(c: Context<BackendEnv>): Deployment {
  return c.env?.deployment ?? 'root';
}
