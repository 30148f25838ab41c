import type { MiddlewareHandler } from 'hono';
import type { AccountStore } from './accounts';
import type { AccessTokenVerifier } from './auth/createAccessTokenVerifier';
import type { SigningKey } from './auth/createSigningKey';
import type { TokenService } from './auth/createTokenService';
import type { BackendEnv } from './BackendEnv';
import type { BackendOptions } from './BackendOptions';
import type { BrandConfig } from './config/createBrandConfig';
import type { Deployment } from './config/deployments';
import type { Clock } from './createClock';
import type { FaultInjector } from './faults/createFaultInjector';
import type { TrustedOrigins } from './http/TrustedOrigins';
import type { PortalClient } from './idp/isAllowedRedirectUri';

/**
 * What route modules get from the backend (`registerApi(app, ctx)`): options, time, accounts,
 * the realm key and token tools, and the auth middleware.
 */
export interface BackendContext {
  options: BackendOptions;
  /**
   * The booking domain's "now" (slots, holds, visits, chat windows, payments): `options.clock`
   * shifted by `options.clockOffsetMs`. Credentials (tokens, SMS codes, limits) use `options.clock`.
   */
  clock: Clock;
  /** Seeded accounts (by sub, username, phone); registration may add to it. */
  accounts: AccountStore;
  /** The realm's RS256 key (private and public). */
  key: SigningKey;
  /** The realm issuer URL (`<origin>/auth/realms/wizyta`). */
  issuer: string;
  /** Verifies a bearer access token (throws ApiError 401/4311). */
  verifyAccessToken: AccessTokenVerifier;
  /** Middleware for protected routes; sets `c.get('auth')`. */
  requireAuth: MiddlewareHandler<BackendEnv>;
  /** Issue tokens for an account in-process (tests), refresh and revoke them. */
  tokens: TokenService;
  /** The portal origin, the partner origin and the brand trust lists. */
  origins: TrustedOrigins;
  /**
   * One IdP client per deployment with its exact redirect and post-logout URIs (what the realm
   * export registers too).
   */
  portalClients: readonly PortalClient[];
  /** A brand's `config.json` (`'root'` is GENERAL at `/`). */
  brandConfig(type: Deployment): BrandConfig;
  /** `QUIRKS=1`: the odd sample behaviours of spec §8 are on. */
  quirks: boolean;
  /** Fault injection: `inject({ kind, path, times })` in process; `/__faults` in fault mode. */
  faults: FaultInjector;
  /** Writes a line to the server console (tests capture it). */
  log: (line: string) => void;
}
