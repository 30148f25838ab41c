import type { BackendOptions } from './BackendOptions';
import { parseTrustedOrigins } from './http/parseTrustedOrigins';
import { RELAXED_RATE_LIMITS } from './http/RateLimits';

function integer(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

/**
 * Reads `PORT`, `HOST`, `PARTNER_PORT`, `DELAY_MS`, `TOKEN_LIFETIME_S`, `QUIRKS`, `ISSUER_ORIGIN`,
 * `RATE_LIMITS`, `SOURCEMAPS`, `FAULTS`, `FAULTS_SEED` and `TRUSTED_ORIGINS`.
 * `DELAY_MS` defaults to 400 here (a realistic feel when a person runs the server) while
 * `createBackend` defaults it to 0 (tests).
 */
export function readOptionsFromEnv(env: NodeJS.ProcessEnv): Partial<BackendOptions> {
  const options: Partial<BackendOptions> = { delayMs: integer('DELAY_MS', env.DELAY_MS) ?? 400 };
  const port = integer('PORT', env.PORT);
  const partnerPort = integer('PARTNER_PORT', env.PARTNER_PORT);
  const tokenLifetimeS = integer('TOKEN_LIFETIME_S', env.TOKEN_LIFETIME_S);
  if (port !== undefined) options.port = port;
  if (partnerPort !== undefined) options.partnerPort = partnerPort;
  if (tokenLifetimeS !== undefined) options.tokenLifetimeS = tokenLifetimeS;
  if (env.QUIRKS !== undefined) options.quirks = env.QUIRKS === '1';
  if (env.FAULTS !== undefined) options.faults = env.FAULTS;
  const faultsSeed = integer('FAULTS_SEED', env.FAULTS_SEED);
  if (faultsSeed !== undefined) options.faultsSeed = faultsSeed;
  if (env.HOST) options.host = env.HOST;
  if (env.SOURCEMAPS !== undefined) options.sourcemaps = env.SOURCEMAPS === '1';
  if (env.RATE_LIMITS === 'relaxed') options.rateLimits = RELAXED_RATE_LIMITS;
  else if (env.RATE_LIMITS !== undefined && env.RATE_LIMITS !== '') {
    throw new Error(`RATE_LIMITS must be "relaxed" or unset, got "${env.RATE_LIMITS}"`);
  }
  const trustedOrigins = parseTrustedOrigins(env.TRUSTED_ORIGINS);
  if (trustedOrigins.length > 0) options.trustedOrigins = trustedOrigins;
  if (env.ISSUER_ORIGIN) options.issuerOrigin = env.ISSUER_ORIGIN.replace(/\/+$/, '');
  return options;
}
