import { errors, jwtVerify } from 'jose';
import { deploymentOfClient } from '../config/deployments';
import type { Clock } from '../createClock';
import { ApiError } from '../http/ApiError';
import type { AuthUser } from './AuthUser';
import type { SigningKey } from './createSigningKey';
import { API_AUDIENCE } from './realm';

/** Verifies a bearer access token and names its user; throws ApiError 401/4311 otherwise. */
export type AccessTokenVerifier = (token: string) => Promise<AuthUser>;

function rolesOf(payload: Record<string, unknown>): string[] {
  const realmAccess = payload.realm_access;
  if (typeof realmAccess !== 'object' || realmAccess === null) return [];
  const roles = (realmAccess as { roles?: unknown }).roles;
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
}

/**
 * Accepts only the realm's access tokens: RS256 with the realm key, the realm issuer, the API
 * audience, header type `at+jwt` (so an ID token or a refresh envelope is never a bearer
 * token), issued to one of the portal clients (`azp`, else `client_id`, as Keycloak's carry
 * them) and not expired by the backend's settable clock.
 */
export function createAccessTokenVerifier(
  key: SigningKey,
  issuer: string,
  clock: Clock,
): AccessTokenVerifier {
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, key.publicKey, {
        algorithms: ['RS256'],
        issuer,
        audience: API_AUDIENCE,
        typ: 'at+jwt',
        currentDate: clock.now(),
        requiredClaims: ['sub', 'exp'],
      });
      const sub = payload.sub ?? '';
      const username = typeof payload.preferred_username === 'string' ? payload.preferred_username : sub;
      const deployment = deploymentOfClient(payload.azp ?? payload.client_id);
      if (!deployment) throw new Error('token of an unknown client');
      return { sub, username, roles: rolesOf(payload), deployment };
    } catch (error) {
      const message =
        error instanceof errors.JWTExpired
          ? 'Sesja wygasła. Zaloguj się ponownie.'
          : 'Nieprawidłowy token dostępu.';
      throw new ApiError(401, 4311, message);
    }
  };
}
