import { ROOT_CLIENT_ID } from '../config/deployments';

/** Realm name, as in Keycloak's `/auth/realms/<realm>`. */
export const REALM = 'wizyta';
/**
 * The public client of the root deployment (`/`); each brand deployment has its own
 * (`portalClientId`, `config/deployments.ts`).
 */
export const CLIENT_ID = ROOT_CLIENT_ID;
/**
 * Resource indicator (and `aud`) of the API's access tokens. oidc-provider issues JWT access
 * tokens only for a resource server, so the realm has exactly one: the sample API.
 */
export const API_AUDIENCE = 'urn:wizyta:api';
/** Scopes granted to the portal client (Keycloak's default client scopes, minus the extras). */
export const GRANTED_SCOPE = 'openid profile email';
/** Refresh-token lifetime in seconds: Keycloak's default SSO idle timeout, 30 minutes. */
export const REFRESH_LIFETIME_S = 1800;
/** Path prefix of the realm on the server. */
export const REALM_PATH = `/auth/realms/${REALM}`;
