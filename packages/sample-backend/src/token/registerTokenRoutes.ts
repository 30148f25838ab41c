import type { Context, Hono } from 'hono';
import type { IdpTokenEndpoint, TokenService } from '../auth/createTokenService';
import type { BackendEnv } from '../BackendEnv';
import { deploymentOfClient, sameBrand } from '../config/deployments';
import { requestDeployment } from '../config/registerBrandGateway';
import { ApiError } from '../http/ApiError';

/** Reads a JSON or form body as a flat record of strings (other values are dropped). */
async function bodyOf(c: Context<BackendEnv>): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  const raw: unknown = type.includes('application/json')
    ? await c.req.json().catch(() => ({}))
    : await c.req.parseBody().catch(() => ({}));
  const result: Record<string, string> = {};
  if (typeof raw === 'object' && raw !== null) {
    for (const [key, value] of Object.entries(raw)) if (typeof value === 'string') result[key] = value;
  }
  return result;
}

/**
 * The session calls of spec §7:
 * - `POST token/refresh { refreshToken }` → a new token response (rotating); a refresh token
 *   from SMS login or from the dev IdP (its JWT envelope); unknown or expired → 401/4311.
 * - `POST token/logout { refreshToken }` → 204; ends the session behind the token (idempotent).
 * - `POST oauth2/token` (decided, after core's OAuth2TokenRequestSchema): the OAuth 2 token
 *   request as JSON or form, `grant_type` `authorization_code` (with PKCE, proxied to the dev
 *   IdP) or `refresh_token`, `client_id` must be a portal client of the brand whose API base the
 *   request came through; for clients that cannot run keycloak-js.
 * A refresh keeps the session's client; through another brand's API base it is refused (403/4313).
 */
export function registerTokenRoutes(
  app: Hono<BackendEnv>,
  deps: { tokens: TokenService; idp: () => IdpTokenEndpoint | undefined },
): void {
  app.post('/patient-portal/api/token/refresh', async (c) => {
    const { refreshToken } = await bodyOf(c);
    if (!refreshToken) throw new ApiError(401, 4311, 'Brak tokenu odświeżania.');
    return c.json(await deps.tokens.refresh(refreshToken, requestDeployment(c)));
  });

  app.post('/patient-portal/api/token/logout', async (c) => {
    const { refreshToken } = await bodyOf(c);
    if (refreshToken) await deps.tokens.revoke(refreshToken);
    return c.body(null, 204);
  });

  app.post('/patient-portal/api/oauth2/token', async (c) => {
    const body = await bodyOf(c);
    const via = requestDeployment(c);
    const client = deploymentOfClient(body.client_id);
    if (!client || !sameBrand(client, via)) throw new ApiError(400, 4000, 'Nieznany klient.');
    if (body.grant_type === 'refresh_token') {
      if (!body.refresh_token) throw new ApiError(401, 4311, 'Brak tokenu odświeżania.');
      return c.json(await deps.tokens.refresh(body.refresh_token, via));
    }
    if (body.grant_type === 'authorization_code') {
      const idp = deps.idp();
      if (!idp) throw new ApiError(503, 4000, 'Dostawca tożsamości nie nasłuchuje.');
      const { code = '', redirect_uri = '', code_verifier = '' } = body;
      return c.json(
        await idp.request({
          grant_type: 'authorization_code',
          client_id: body.client_id ?? '',
          code,
          redirect_uri,
          code_verifier,
        }),
      );
    }
    throw new ApiError(400, 4000, 'Nieobsługiwany typ grantu.');
  });
}
