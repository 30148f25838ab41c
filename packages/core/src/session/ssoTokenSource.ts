import type { KeycloakLike } from './KeycloakLike';
import { realmRoles } from './realmRoles';
import { TOKEN_MIN_VALIDITY_S } from './SESSION_KEYS';
import type { TokenSource } from './TokenSource';

/**
 * Tokens of a keycloak-js session: refreshed through `updateToken(5)` (spec §4), the IdP session
 * ended by keycloak-js's logout redirect back to `logoutRedirectUri`.
 */
export function ssoTokenSource(keycloak: KeycloakLike, logoutRedirectUri: string): TokenSource {
  return {
    method: 'sso',
    async accessToken() {
      await keycloak.updateToken(TOKEN_MIN_VALIDITY_S);
      const { token } = keycloak;
      if (!token) throw new Error('keycloak-js holds no token after updateToken');
      return token;
    },
    roles: () => realmRoles(keycloak.tokenParsed),
    async end() {
      try {
        // keycloak-js builds the logout URL from its ID token, so it is cleared only afterwards.
        await keycloak.logout({ redirectUri: logoutRedirectUri });
      } finally {
        keycloak.clearToken();
      }
    },
  };
}
