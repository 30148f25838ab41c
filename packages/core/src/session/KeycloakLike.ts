import type Keycloak from 'keycloak-js';

/**
 * The part of a keycloak-js instance the session uses. The real `Keycloak` fits it; tests pass a
 * test double, because the IdP is an outside boundary.
 */
export type KeycloakLike = Pick<
  Keycloak,
  | 'init'
  | 'login'
  | 'logout'
  | 'updateToken'
  | 'clearToken'
  | 'authenticated'
  | 'token'
  | 'tokenParsed'
  | 'idToken'
>;

/** A keycloak-js instance, or a (possibly async) factory of one, built on first use. */
export type KeycloakSource = KeycloakLike | (() => KeycloakLike | Promise<KeycloakLike>);
