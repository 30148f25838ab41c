import type { HttpBindings } from '@hono/node-server';
import type { AuthUser } from './auth/AuthUser';
import type { BrandType } from './config/BRAND_TYPES';

/**
 * The Hono environment of the backend. Bindings are the Node request/response when the call came
 * through `nodeHandler`, and empty for in-process `backend.fetch`; only the IdP's login pages
 * need them. `auth` is set by `requireAuth`.
 */
export type BackendEnv = {
  /** `deployment`: set by the brand gateway on the request it re-dispatches (`/gw/<type>/…`). */
  Bindings: Partial<HttpBindings> & { deployment?: BrandType };
  Variables: { auth: AuthUser };
};
