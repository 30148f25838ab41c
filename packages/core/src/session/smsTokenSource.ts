import type { TokenResponse } from '../schemas/tokenResponse';
import { decodeJwtPayload } from './decodeJwtPayload';
import { realmRoles } from './realmRoles';
import type { SessionApi } from './SessionApi';
import type { SessionMethod } from './SessionState';
import { TOKEN_MIN_VALIDITY_S } from './sessionTimeLimits';
import type { TokenSource } from './TokenSource';

interface HeldTokens {
  readonly access: string;
  readonly refresh: string;
  /** Local clock time at which the access token expires (from `expires_in`, immune to skew). */
  readonly expiresAt: number;
}

/**
 * Tokens of an SMS login, held in this closure only (never in storage): refreshed through
 * `token/refresh` when less than 5 s of validity is left (the rule keycloak-js applies to SSO),
 * one refresh at a time however many calls wait; ended through `token/logout`. The API's
 * `token/refresh` also takes the IdP's refresh tokens, so tokens an SSO login handed over
 * (`method` `sso`) are kept the same way.
 */
export function smsTokenSource(
  initial: TokenResponse,
  api: Pick<SessionApi, 'refreshToken' | 'logout'>,
  now: () => number,
  method: SessionMethod = 'sms',
): TokenSource {
  const hold = (response: TokenResponse): HeldTokens => ({
    access: response.access_token,
    refresh: response.refresh_token,
    expiresAt: now() + response.expires_in * 1000,
  });
  let tokens: HeldTokens | null = hold(initial);
  let refreshing: Promise<HeldTokens> | null = null;

  const refresh = (current: HeldTokens): Promise<HeldTokens> => {
    refreshing ??= api
      .refreshToken({ body: { refreshToken: current.refresh } })
      .then((response) => {
        // A logout while the refresh was under way wins: the new tokens are dropped.
        if (tokens === null) throw new Error('signed out during refresh');
        tokens = hold(response);
        return tokens;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  return {
    method,
    async accessToken(minValidityS = TOKEN_MIN_VALIDITY_S) {
      if (tokens === null) throw new Error('signed out');
      const fresh = tokens.expiresAt - now() > minValidityS * 1000 ? tokens : await refresh(tokens);
      return fresh.access;
    },
    async refreshNow() {
      if (tokens === null) throw new Error('signed out');
      return (await refresh(tokens)).access;
    },
    roles: () => realmRoles(tokens ? decodeJwtPayload(tokens.access) : null),
    async end() {
      const held = tokens;
      tokens = null;
      if (held) await api.logout({ body: { refreshToken: held.refresh } });
    },
  };
}
