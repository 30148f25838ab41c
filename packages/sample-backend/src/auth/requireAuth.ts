import type { MiddlewareHandler } from 'hono';
import type { BackendEnv } from '../BackendEnv';
import { ApiError } from '../http/ApiError';
import type { AccessTokenVerifier } from './createAccessTokenVerifier';

/**
 * Hono middleware for protected API routes: verifies `Authorization: Bearer <jwt>` and puts
 * `{ sub, username, roles }` at `c.get('auth')`. Missing, garbage or expired → 401 `{ code: 4311 }`
 * (the client turns 4311 into "session expired" and a logout, spec §4). The backend context
 * carries a ready instance as `ctx.requireAuth`.
 */
export function requireAuth(verify: AccessTokenVerifier): MiddlewareHandler<BackendEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new ApiError(401, 4311, 'Brak tokenu dostępu.');
    c.set('auth', await verify(match[1]));
    await next();
  };
}
