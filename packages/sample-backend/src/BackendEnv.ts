import type { HttpBindings } from '@hono/node-server';
import type { AuthUser } from './auth/AuthUser';

/**
 * The Hono environment of the backend. Bindings are the Node request/response when the call came
 * through `nodeHandler`, and empty for in-process `backend.fetch`; only the IdP's login pages
 * need them. `auth` is set by `requireAuth`.
 */
export type BackendEnv = {
  /** `captchaGateway`: set by the captcha gateway on the request it re-dispatches (its brand). */
  Bindings: Partial<HttpBindings> & { captchaGateway?: string };
  Variables: { auth: AuthUser };
};
