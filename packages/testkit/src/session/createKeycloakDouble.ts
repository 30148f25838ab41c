import type { KeycloakLike } from '@wizyta/core/session';
import { decodeJwtPayload } from '@wizyta/core/session';
import type { KeycloakInitOptions, KeycloakLogoutOptions, KeycloakTokenParsed } from 'keycloak-js';

/** How the double's `init` behaves. */
export type InitBehaviour = 'authenticated' | 'anonymous' | 'never' | 'fail' | 'idpError';

/** A keycloak-js test double: the IdP is an outside boundary, so session tests script it. */
export interface KeycloakDouble extends KeycloakLike {
  readonly initCalls: KeycloakInitOptions[];
  readonly updateTokenCalls: number[];
  readonly loginCalls: number;
  readonly logoutCalls: KeycloakLogoutOptions[];
  /** The ID token each logout was built with (keycloak-js sends it as `id_token_hint`). */
  readonly logoutIdTokens: (string | undefined)[];
  /** Replaces the token (and `tokenParsed`, decoded from it). */
  setToken(token: string): void;
  /** Makes every later `updateToken` reject, as keycloak-js does when the refresh fails. */
  failRefresh(): void;
  /** Makes every later `logout` reject. */
  failLogout(): void;
}

/**
 * Builds the double. `token` is a real access token of the sample backend (got by SMS login), so
 * the API calls the session makes with it succeed; `tokenParsed` is decoded from it, as
 * keycloak-js does.
 */
export function createKeycloakDouble(init: InitBehaviour, token = ''): KeycloakDouble {
  const initCalls: KeycloakInitOptions[] = [];
  const updateTokenCalls: number[] = [];
  const logoutCalls: KeycloakLogoutOptions[] = [];
  const logoutIdTokens: (string | undefined)[] = [];
  let loginCalls = 0;
  let refreshFails = false;
  let logoutFails = false;
  const double: KeycloakDouble = {
    authenticated: false,
    token: undefined,
    tokenParsed: undefined,
    idToken: undefined,
    initCalls,
    updateTokenCalls,
    logoutCalls,
    logoutIdTokens,
    get loginCalls() {
      return loginCalls;
    },
    async init(options) {
      initCalls.push(options ?? {});
      if (init === 'never') return new Promise<boolean>(() => {});
      if (init === 'fail') throw new Error('keycloak-js init failed');
      // keycloak-js's rejection when the IdP returned to the app with an OAuth error (a cancelled login).
      if (init === 'idpError') throw { error: 'access_denied', error_description: 'Logowanie anulowane.' };
      double.authenticated = init === 'authenticated';
      if (double.authenticated) double.setToken(token);
      return double.authenticated;
    },
    async login() {
      loginCalls += 1;
    },
    async logout(options) {
      logoutCalls.push(options ?? {});
      logoutIdTokens.push(double.idToken);
      if (logoutFails) throw new Error('end_session failed');
    },
    async updateToken(minValidity) {
      updateTokenCalls.push(minValidity ?? 5);
      if (refreshFails) {
        // As keycloak-js does: a failed refresh drops every token, the ID token included.
        double.clearToken();
        throw new Error('refresh failed');
      }
      return false;
    },
    clearToken() {
      double.authenticated = false;
      double.token = undefined;
      double.tokenParsed = undefined;
      double.idToken = undefined;
    },
    setToken(value) {
      double.token = value;
      double.idToken = value ? `id-token-for-${value.slice(-8)}` : undefined;
      double.tokenParsed = (decodeJwtPayload(value) ?? undefined) as KeycloakTokenParsed | undefined;
    },
    failRefresh() {
      refreshFails = true;
    },
    failLogout() {
      logoutFails = true;
    },
  };
  return double;
}

/** An unsigned JWT carrying `realm_access.roles`: enough for role checks that make no API call. */
export function fakeJwt(roles: readonly string[], claims: Record<string, unknown> = {}): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'none' })}.${encode({ sub: 'test', realm_access: { roles }, ...claims })}.x`;
}
