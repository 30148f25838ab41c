import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeJwt } from 'jose';
import type { KoaContext } from 'oidc-provider';
import Provider from 'oidc-provider';
import type { AccountStore } from '../accounts';
import type { RefreshEnvelope } from '../auth/createRefreshEnvelope';
import type { SigningKey } from '../auth/createSigningKey';
import { REALM_PATH, REFRESH_LIFETIME_S } from '../auth/realm';
import { htmlSecurityHeaders } from '../http/htmlSecurityHeaders';
import type { TrustedOrigins } from '../http/TrustedOrigins';
import { idpConfiguration } from './idpConfiguration';
import { isAllowedRedirectUri, type PortalClient } from './isAllowedRedirectUri';

/** The dev identity provider: the oidc-provider instance and its Node request handler. */
export interface DevIdp {
  provider: Provider;
  issuer: string;
  /** Handles a request whose path starts with the realm path (`/auth/realms/wizyta`). */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

export interface DevIdpDeps {
  issuer: string;
  key: SigningKey;
  accounts: AccountStore;
  origins: TrustedOrigins;
  tokenLifetimeS: number;
  clients: readonly PortalClient[];
  envelope: RefreshEnvelope;
  log: (line: string) => void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Wraps the opaque refresh token of a token-endpoint answer into its signed JWT envelope. */
async function sealTokenResponse(body: Record<string, unknown>, envelope: RefreshEnvelope): Promise<void> {
  const { refresh_token: handle, access_token: accessToken, id_token: idToken, scope } = body;
  if (typeof handle !== 'string' || typeof accessToken !== 'string') return;
  const access = decodeJwt(accessToken);
  const sub = String(access.sub ?? '');
  // The ID token was signed a moment ago by this provider: decoding it without verifying is safe.
  const sid = typeof idToken === 'string' ? String(decodeJwt(idToken).sid ?? '') : '';
  const iat = Math.floor(Date.now() / 1000);
  body.refresh_token = await envelope.seal({
    source: 'idp',
    handle,
    sub,
    sid,
    scope: typeof scope === 'string' ? scope : '',
    client: String(access.client_id ?? ''),
    iat,
    exp: iat + REFRESH_LIFETIME_S,
  });
  body.refresh_expires_in = REFRESH_LIFETIME_S;
  if (sid) body.session_state = sid;
}

/**
 * Builds the Keycloak-compatible realm on oidc-provider and adapts it where keycloak-js and
 * Keycloak differ from plain OIDC: the redirect-URI rule, refresh tokens in JWT envelopes (out on
 * the token endpoint, back in wherever oidc-provider looks a refresh token up), credentials on
 * CORS answers, and the server's security headers on its HTML pages.
 */
export function createDevIdp(deps: DevIdpDeps): DevIdp {
  let instance: Provider | undefined;
  const provider = new Provider(
    deps.issuer,
    idpConfiguration({
      ...deps,
      provider: () => {
        if (!instance) throw new Error('provider not constructed yet');
        return instance;
      },
    }),
  );
  instance = provider;

  // The documented way to customise redirect-URI checks is overriding these Client methods; each
  // client is held to its own exact list (oidc-provider's own check lets loopback ports vary).
  provider.Client.prototype.redirectUriAllowed = function (value) {
    return isAllowedRedirectUri(value, this.redirectUris ?? []);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function (value) {
    return isAllowedRedirectUri(value, this.postLogoutRedirectUris ?? []);
  };
  // Keycloak always puts the session id in its tokens (keycloak-js reads it as session_state);
  // oidc-provider only does for back-channel-logout clients.
  provider.Client.prototype.includeSid = () => true;

  // Every lookup of a refresh token (token endpoint, revocation) unwraps the envelope first.
  const findRefreshToken = provider.RefreshToken.find.bind(provider.RefreshToken);
  provider.RefreshToken.find = async (value, options) => {
    const content = await deps.envelope.open(value);
    return findRefreshToken(content?.source === 'idp' ? content.handle : value, options);
  };

  const trusted = new Set([deps.origins.publicOrigin]);
  provider.use(async (ctx: KoaContext, next) => {
    // Set before the page renders: oidc-provider appends the hash of its own inline
    // form-post script to an existing CSP instead of needing 'unsafe-inline'.
    for (const [name, value] of Object.entries(
      htmlSecurityHeaders(`${REALM_PATH}${ctx.path}`, deps.origins),
    )) {
      ctx.set(name, value);
    }
    await next();
    const origin = ctx.get('origin');
    if (origin && trusted.has(origin) && ctx.response.get('access-control-allow-origin') === origin) {
      // oidc-provider omits it; keycloak-js's credentialed token calls need it.
      ctx.set('Access-Control-Allow-Credentials', 'true');
    }
    if (ctx.oidc?.route === 'token' && ctx.status === 200 && isRecord(ctx.body)) {
      await sealTokenResponse(ctx.body, deps.envelope);
    }
  });

  provider.on('server_error', (_ctx, error) => {
    deps.log(
      `[dev-idp] server error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  });

  const callback = provider.callback();
  return {
    provider,
    issuer: deps.issuer,
    handle(req, res) {
      const url = req.url ?? '/';
      // Mounted like Express would: oidc-provider derives its mount path from
      // `originalUrl` minus `url`, and builds every endpoint URL from it.
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
      req.url = url.slice(REALM_PATH.length) || '/';
      callback(req, res);
    },
  };
}
