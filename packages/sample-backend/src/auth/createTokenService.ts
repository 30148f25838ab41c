import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Account, AccountStore } from '../accounts';
import { type Deployment, deploymentOfClient, portalClientId, sameBrand } from '../config/deployments';
import type { Clock } from '../createClock';
import { ApiError } from '../http/ApiError';
import { accountClaims } from './accountClaims';
import type { RefreshEnvelope } from './createRefreshEnvelope';
import type { SigningKey } from './createSigningKey';
import { API_AUDIENCE, GRANTED_SCOPE, REFRESH_LIFETIME_S } from './realm';
import type { TokenResponse } from './TokenResponse';

/** The dev IdP's token and revocation endpoints, as the service reaches them. */
export interface IdpTokenEndpoint {
  /** A token request (form parameters); failures are ApiErrors (invalid grant → 401/4311). */
  request(params: Record<string, string>): Promise<TokenResponse>;
  revoke(refreshToken: string, clientId: string): Promise<void>;
}

/** Issues, refreshes and revokes tokens outside the browser flow (SMS login, tests). */
export interface TokenService {
  /**
   * A full token response for `account`, signed with the realm key, same claims as the IdP's,
   * issued to the client of `deployment` (the root one's unless said: tests).
   */
  issueFor(account: Account, deployment?: Deployment): Promise<TokenResponse>;
  /**
   * Rotates a refresh token (SMS sessions here, IdP ones through the delegate), keeping its
   * client; 401/4311 if dead. With `via` (the deployment the call came through), a session of
   * another brand's client is refused (403/4313).
   */
  refresh(refreshToken: string, via?: Deployment): Promise<TokenResponse>;
  /** Ends the session behind a refresh token; unknown tokens are ignored (logout is idempotent). */
  revoke(refreshToken: string): Promise<void>;
}

interface SmsSession {
  sub: string;
  sid: string;
  exp: number;
  deployment: Deployment;
}

export interface TokenServiceDeps {
  key: SigningKey;
  issuer: string;
  clock: Clock;
  tokenLifetimeS: number;
  accounts: AccountStore;
  envelope: RefreshEnvelope;
  /** Set once the server listens; IdP refresh tokens cannot be refreshed before that. */
  idp: () => IdpTokenEndpoint | undefined;
}

const sessionExpired = () => new ApiError(401, 4311, 'Sesja wygasła. Zaloguj się ponownie.');

/** 403/4313: a session of one brand's portal used through another brand's API base. */
export const otherBrandsSession = () =>
  new ApiError(403, 4313, 'Sesja należy do portalu innej marki. Zaloguj się w tym portalu.');

/**
 * Token service for sessions that do not go through the browser: SMS login mints them, and
 * `token/refresh` / `token/logout` keep them alive or end them. Access tokens are JWTs with the
 * claims, header type (`at+jwt`), audience and key of the IdP's, so the API cannot tell them apart.
 */
export function createTokenService(deps: TokenServiceDeps): TokenService {
  const sessions = new Map<string, SmsSession>();
  const nowS = () => Math.floor(deps.clock.now().getTime() / 1000);

  async function mint(account: Account, sid: string, deployment: Deployment): Promise<TokenResponse> {
    const iat = nowS();
    const exp = iat + deps.tokenLifetimeS;
    const claims = accountClaims(account);
    const client = portalClientId(deployment);
    // Both names of the client, as Keycloak's access tokens carry them.
    const accessToken = await new SignJWT({
      ...claims,
      azp: client,
      client_id: client,
      scope: GRANTED_SCOPE,
      sid,
    })
      .setProtectedHeader({ alg: 'RS256', kid: deps.key.kid, typ: 'at+jwt' })
      .setIssuer(deps.issuer)
      .setSubject(account.sub)
      .setAudience(API_AUDIENCE)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(deps.key.privateKey);
    const idToken = await new SignJWT({ ...claims, sid, azp: client })
      .setProtectedHeader({ alg: 'RS256', kid: deps.key.kid })
      .setIssuer(deps.issuer)
      .setSubject(account.sub)
      .setAudience(client)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(deps.key.privateKey);
    const handle = randomUUID();
    const refreshExp = iat + REFRESH_LIFETIME_S;
    sessions.set(handle, { sub: account.sub, sid, exp: refreshExp, deployment });
    const refreshToken = await deps.envelope.seal({
      source: 'sms',
      handle,
      sub: account.sub,
      sid,
      scope: GRANTED_SCOPE,
      client,
      iat,
      exp: refreshExp,
    });
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      id_token: idToken,
      expires_in: deps.tokenLifetimeS,
      refresh_expires_in: REFRESH_LIFETIME_S,
      token_type: 'Bearer',
      session_state: sid,
      scope: GRANTED_SCOPE,
    };
  }

  return {
    issueFor: (account, deployment = 'root') => mint(account, randomUUID(), deployment),

    async refresh(refreshToken, via) {
      const content = await deps.envelope.open(refreshToken);
      const deployment = deploymentOfClient(content?.client);
      if (!content || !deployment) throw sessionExpired();
      if (via !== undefined && !sameBrand(via, deployment)) throw otherBrandsSession();
      if (content.source === 'idp') {
        const idp = deps.idp();
        if (!idp) throw sessionExpired();
        return idp.request({
          grant_type: 'refresh_token',
          client_id: content.client,
          refresh_token: refreshToken,
        });
      }
      const session = sessions.get(content.handle);
      // Rotation: a handle is good for one refresh; a replayed one finds nothing.
      sessions.delete(content.handle);
      if (!session || session.exp <= nowS()) throw sessionExpired();
      const account = deps.accounts.bySub(session.sub);
      if (!account) throw sessionExpired();
      return mint(account, session.sid, session.deployment);
    },

    async revoke(refreshToken) {
      const content = await deps.envelope.open(refreshToken);
      if (!content) return;
      if (content.source === 'idp') {
        await deps.idp()?.revoke(refreshToken, content.client);
        return;
      }
      for (const [handle, session] of sessions) {
        if (session.sid === content.sid) sessions.delete(handle);
      }
    },
  };
}
