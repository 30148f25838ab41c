import { randomBytes } from 'node:crypto';
import type { KoaContext, Provider } from 'oidc-provider';
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';
import type { AccountStore } from '../accounts';
import { accountClaims } from '../auth/accountClaims';
import type { SigningKey } from '../auth/createSigningKey';
import { API_AUDIENCE, GRANTED_SCOPE, REALM_PATH, REFRESH_LIFETIME_S } from '../auth/realm';
import type { TrustedOrigins } from '../http/TrustedOrigins';
import { ensurePortalGrant } from './ensurePortalGrant';
import type { PortalClient } from './isAllowedRedirectUri';
import { renderMessagePage } from './pages/renderIdpPage';
import { renderLogoutPage } from './pages/renderLogoutPage';

/** What the IdP configuration needs from the backend. */
export interface IdpConfigurationDeps {
  key: SigningKey;
  accounts: AccountStore;
  origins: TrustedOrigins;
  tokenLifetimeS: number;
  /** One public client per portal deployment, each with its own exact URIs. */
  clients: readonly PortalClient[];
  /** The provider, for the grant helper (it only exists after construction). */
  provider: () => Provider;
}

// oidc-provider's callbacks receive its own context objects; only the fields read below are
// typed, locally, instead of declaring its whole model API.
type OidcCtx = KoaContext & {
  oidc: {
    client?: { clientId: string };
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    params?: Record<string, unknown>;
  };
};
type TokenLike = { accountId?: string; clientId?: string };

/**
 * oidc-provider configuration of the Keycloak-compatible realm (DESIGN.md "Toolchain facts"):
 * Keycloak's endpoint paths, code flow with PKCE S256 only, one public client per deployment, JWT access
 * tokens for the API resource with `realm_access` through `extraTokenClaims`, the same claims in
 * the ID token, first-party grants without a consent screen, Polish pages, no dev interactions.
 */
export function idpConfiguration(deps: IdpConfigurationDeps): object {
  // Only the provider's own pages (portal, flow frame, its SSO popup) talk to the IdP; a partner
  // page never needs its token endpoint, so a code that leaked there could not be redeemed from it.
  const trusted = new Set([deps.origins.publicOrigin]);
  return {
    // Own store per backend instance: tests run several backends in one process.
    adapter: createMemoryAdapter(),
    jwks: { keys: [deps.key.privateJwk] },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      names: { session: 'KEYCLOAK_SESSION', interaction: 'KC_INTERACTION', resume: 'KC_RESTART' },
    },
    clients: deps.clients.map((client) => ({
      client_id: client.clientId,
      client_name: 'Wizyta',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.redirectUris,
    })),
    responseTypes: ['code'],
    pkce: { required: () => true },
    // No offline_access: a public client must not hand out refresh tokens that outlive the session.
    scopes: ['openid', 'profile', 'email'],
    claims: {
      // oidc-provider's defaults, kept: `sid` in the ID token becomes Keycloak's session_state.
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
      openid: ['sub', 'realm_access', 'preferred_username'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    // Keycloak puts the profile claims in the ID token too; so does the dev IdP.
    conformIdTokenClaims: false,
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = deps.accounts.bySub(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...accountClaims(account) }) };
    },
    // `azp` next to oidc-provider's `client_id`, as Keycloak's access tokens name the client.
    extraTokenClaims: async (_ctx: unknown, token: TokenLike) => {
      const account = token.accountId ? deps.accounts.bySub(token.accountId) : undefined;
      return account ? { ...accountClaims(account), azp: token.clientId } : undefined;
    },
    // keycloak-js asks for `openid` only and still expects a refresh token, like Keycloak gives.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(t: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: async (ctx: OidcCtx) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      return ensurePortalGrant(deps.provider(), session.accountId, client.clientId, grantId);
    },
    clientBasedCORS: (_ctx: unknown, origin: string) => trusted.has(origin),
    interactions: {
      url: async (_ctx: unknown, interaction: { uid: string }) =>
        `${REALM_PATH}/login-actions/authenticate/${interaction.uid}`,
    },
    routes: {
      authorization: '/protocol/openid-connect/auth',
      token: '/protocol/openid-connect/token',
      end_session: '/protocol/openid-connect/logout',
      jwks: '/protocol/openid-connect/certs',
      userinfo: '/protocol/openid-connect/userinfo',
      revocation: '/protocol/openid-connect/revoke',
      introspection: '/protocol/openid-connect/token/introspect',
      pushed_authorization_request: '/protocol/openid-connect/ext/par/request',
    },
    ttl: {
      AccessToken: deps.tokenLifetimeS,
      AuthorizationCode: 60,
      IdToken: deps.tokenLifetimeS,
      RefreshToken: REFRESH_LIFETIME_S,
      Interaction: 1800,
      Session: 36000,
      Grant: 36000,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API_AUDIENCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: GRANTED_SCOPE,
          audience: API_AUDIENCE,
          accessTokenTTL: deps.tokenLifetimeS,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: OidcCtx, form: string) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form, Boolean(ctx.oidc.params?.id_token_hint));
        },
        postLogoutSuccessSource: async (ctx: OidcCtx) => {
          ctx.type = 'html';
          ctx.body = renderMessagePage('Wylogowano', 'Zostałeś wylogowany. Możesz zamknąć tę kartę.');
        },
      },
    },
    renderError: async (ctx: OidcCtx, out: { error?: string; error_description?: string }) => {
      ctx.type = 'html';
      const detail = [out.error, out.error_description].filter(Boolean).join(': ');
      ctx.body = renderMessagePage('Wystąpił błąd logowania', detail || 'Nieznany błąd.');
    },
  };
}
