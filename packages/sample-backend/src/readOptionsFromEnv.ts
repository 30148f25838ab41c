import { parseTrustProxy } from './abuse/TrustProxy';
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
 * The booking domain's offset from the system time: `CLOCK_OFFSET_MS` (an integer, negative allowed)
 * or `CLOCK_AT` (an ISO 8601 instant with its offset, e.g. `2026-11-28T21:50:00+01:00`: the server
 * starts as if it were then, and its time runs on from there).
 */
function clockOffsetMs(env: NodeJS.ProcessEnv, now: number): number | undefined {
  if (env.CLOCK_OFFSET_MS !== undefined && env.CLOCK_OFFSET_MS !== '') {
    const value = Number(env.CLOCK_OFFSET_MS);
    if (!Number.isInteger(value))
      throw new Error(`CLOCK_OFFSET_MS must be an integer, got "${env.CLOCK_OFFSET_MS}"`);
    return value;
  }
  if (env.CLOCK_AT === undefined || env.CLOCK_AT === '') return undefined;
  const at = /[zZ]|[+-]\d\d:?\d\d$/.test(env.CLOCK_AT) ? Date.parse(env.CLOCK_AT) : Number.NaN;
  if (Number.isNaN(at)) {
    throw new Error(
      `CLOCK_AT must be an ISO 8601 instant with its UTC offset (2026-11-28T21:50:00+01:00), got "${env.CLOCK_AT}"`,
    );
  }
  return at - now;
}

/**
 * Reads `PORT`, `HOST`, `PARTNER_PORT`, `DELAY_MS`, `TOKEN_LIFETIME_S`, `QUIRKS`, `ISSUER_ORIGIN`,
 * `RATE_LIMITS`, `TRUST_PROXY`, `DEV_SHORTCUTS`, `CAPTCHA`, `SOURCEMAPS`, `FAULTS`, `FAULTS_SEED`, `TRUSTED_ORIGINS`, `CLOCK_AT`
 * and `CLOCK_OFFSET_MS`.
 * `DELAY_MS` defaults to 400 here (a realistic feel when a person runs the server) while
 * `createBackend` defaults it to 0 (tests).
 */
export function readOptionsFromEnv(env: NodeJS.ProcessEnv, now = Date.now()): Partial<BackendOptions> {
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
  if (env.DEV_SHORTCUTS === '1') options.devShortcuts = true;
  else if (env.DEV_SHORTCUTS !== undefined && env.DEV_SHORTCUTS !== '' && env.DEV_SHORTCUTS !== '0') {
    throw new Error(`DEV_SHORTCUTS must be "1" or unset, got "${env.DEV_SHORTCUTS}"`);
  }
  if (env.SMS_GATEWAY === 'console' || env.SMS_GATEWAY === 'none') options.smsGateway = env.SMS_GATEWAY;
  else if (env.SMS_GATEWAY !== undefined && env.SMS_GATEWAY !== '') {
    throw new Error(`SMS_GATEWAY must be "console" or "none", got "${env.SMS_GATEWAY}"`);
  }
  if (env.SOURCEMAPS !== undefined) options.sourcemaps = env.SOURCEMAPS === '1';
  if (env.RATE_LIMITS === 'relaxed') options.rateLimits = RELAXED_RATE_LIMITS;
  else if (env.RATE_LIMITS !== undefined && env.RATE_LIMITS !== '') {
    throw new Error(`RATE_LIMITS must be "relaxed" or unset, got "${env.RATE_LIMITS}"`);
  }
  if (env.TRUST_PROXY !== undefined) options.trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (env.CAPTCHA === 'realm' || env.CAPTCHA === 'general') options.captcha = env.CAPTCHA;
  else if (env.CAPTCHA !== undefined && env.CAPTCHA !== '') {
    throw new Error(`CAPTCHA must be "realm" or "general", got "${env.CAPTCHA}"`);
  }
  const trustedOrigins = parseTrustedOrigins(env.TRUSTED_ORIGINS);
  if (trustedOrigins.length > 0) options.trustedOrigins = trustedOrigins;
  const offset = clockOffsetMs(env, now);
  if (offset !== undefined) options.clockOffsetMs = offset;
  if (env.ISSUER_ORIGIN) options.issuerOrigin = env.ISSUER_ORIGIN.replace(/\/+$/, '');
  return options;
}
