import type { IdpTokenEndpoint } from '../auth/createTokenService';
import { REALM_PATH } from '../auth/realm';
import type { TokenResponse } from '../auth/TokenResponse';
import { ApiError } from '../http/ApiError';

/**
 * Calls the dev IdP's token endpoints over loopback at `baseUrl` (the listening server).
 * oidc-provider's grants run inside its own Koa stack, so going through HTTP is the one
 * supported way in; it is why `token/refresh` of IdP tokens needs a listening server.
 */
export function createIdpTokenEndpoint(baseUrl: string): IdpTokenEndpoint {
  const endpoint = `${baseUrl}${REALM_PATH}/protocol/openid-connect`;
  return {
    async request(params) {
      const response = await fetch(`${endpoint}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params),
      });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.ok) return body as unknown as TokenResponse;
      if (body.error === 'invalid_grant') {
        throw new ApiError(401, 4311, 'Sesja wygasła. Zaloguj się ponownie.');
      }
      throw new ApiError(
        400,
        4000,
        `Błąd logowania: ${String(body.error_description ?? body.error ?? response.status)}`,
      );
    },
    async revoke(refreshToken, clientId) {
      await fetch(`${endpoint}/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token: refreshToken,
          token_type_hint: 'refresh_token',
          client_id: clientId,
        }),
      });
    },
  };
}
