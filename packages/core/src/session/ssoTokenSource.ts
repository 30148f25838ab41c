import type { KeycloakLike } from './KeycloakLike';
import { realmRoles } from './realmRoles';
import { TOKEN_MIN_VALIDITY_S } from './sessionTimeLimits';
import type { TokenSource } from './TokenSource';

/**
 * Tokens of a keycloak-js session: refreshed through `updateToken(5)` (spec §4), the IdP session
 * ended by keycloak-js's logout redirect back to `logoutRedirectUri`.
 */
export function ssoTokenSource(keycloak: KeycloakLike, logoutRedirectUri: string): TokenSource {
  // keycloak-js drops its tokens when a refresh fails; the logout that follows (4311) still needs
  // the ID token as `id_token_hint`, or the IdP asks the patient to confirm the logout.
  let lastIdToken = keycloak.idToken;
  return {
    method: 'sso',
    async accessToken(minValidityS = TOKEN_MIN_VALIDITY_S) {
      await keycloak.updateToken(minValidityS);
      const { token } = keycloak;
      if (!token) throw new Error('keycloak-js holds no token after updateToken');
      lastIdToken = keycloak.idToken ?? lastIdToken;
      return token;
    },
    async refreshNow() {
      // keycloak-js refreshes whatever the token's validity when asked for -1 seconds.
      await keycloak.updateToken(-1);
      const { token } = keycloak;
      if (!token) throw new Error('keycloak-js holds no token after updateToken');
      return token;
    },
    roles: () => realmRoles(keycloak.tokenParsed),
    async end() {
      try {
        // keycloak-js builds the logout URL from its ID token, so it is cleared only afterwards.
        if (!keycloak.idToken && lastIdToken) keycloak.idToken = lastIdToken;
        await keycloak.logout({ redirectUri: logoutRedirectUri });
      } finally {
        keycloak.clearToken();
      }
    },
  };
}
