import { describe, expect, it } from 'vitest';
import { resolveBackendOptions } from './BackendOptions';
import { readOptionsFromEnv } from './readOptionsFromEnv';

describe('readOptionsFromEnv', () => {
  it('defaults the delay to 400 ms and leaves the rest to createBackend', () => {
    const options = resolveBackendOptions(readOptionsFromEnv({}));
    expect(options).toMatchObject({
      port: 8080,
      partnerPort: 8081,
      delayMs: 400,
      tokenLifetimeS: 300,
      quirks: false,
      issuerOrigin: 'http://localhost:8080',
      partnerOrigin: 'http://127.0.0.1:8081',
      devShortcuts: false,
    });
  });

  it('turns the development shortcuts on only with DEV_SHORTCUTS=1', () => {
    expect(readOptionsFromEnv({ DEV_SHORTCUTS: '1' }).devShortcuts).toBe(true);
    expect(readOptionsFromEnv({ DEV_SHORTCUTS: '0' }).devShortcuts).toBeUndefined();
    expect(() => readOptionsFromEnv({ DEV_SHORTCUTS: 'yes' })).toThrow(/DEV_SHORTCUTS/);
  });

  it('reads every variable', () => {
    const options = resolveBackendOptions(
      readOptionsFromEnv({
        PORT: '9090',
        PARTNER_PORT: '9091',
        DELAY_MS: '0',
        TOKEN_LIFETIME_S: '3600',
        QUIRKS: '1',
        ISSUER_ORIGIN: 'http://wizyta.test/',
        TRUST_PROXY: '1',
      }),
    );
    expect(options.trustProxy).toEqual({ kind: 'hops', hops: 1 });
    expect(options).toMatchObject({
      port: 9090,
      partnerPort: 9091,
      delayMs: 0,
      tokenLifetimeS: 3600,
      quirks: true,
      issuerOrigin: 'http://wizyta.test',
      partnerOrigin: 'http://127.0.0.1:9091',
    });
  });

  it('refuses a malformed number', () => {
    expect(() => readOptionsFromEnv({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('runs the booking clock as if it were CLOCK_AT, or CLOCK_OFFSET_MS ahead', () => {
    const now = Date.parse('2026-11-27T20:00:00Z');
    expect(readOptionsFromEnv({ CLOCK_AT: '2026-11-27T21:50:00+01:00' }, now).clockOffsetMs).toBe(
      50 * 60_000,
    );
    expect(readOptionsFromEnv({ CLOCK_AT: '2026-11-27T18:00:00Z' }, now).clockOffsetMs).toBe(-2 * 3600_000);
    expect(
      readOptionsFromEnv({ CLOCK_OFFSET_MS: '-1500', CLOCK_AT: '2030-01-01T00:00:00Z' }, now).clockOffsetMs,
    ).toBe(-1500);
    expect(readOptionsFromEnv({}, now).clockOffsetMs).toBeUndefined();
  });

  it('refuses a CLOCK_AT without its UTC offset (its hour would depend on the machine) and a fractional offset', () => {
    expect(() => readOptionsFromEnv({ CLOCK_AT: '2026-11-27T21:50:00' })).toThrow(/CLOCK_AT/);
    expect(() => readOptionsFromEnv({ CLOCK_AT: 'tonight' })).toThrow(/CLOCK_AT/);
    expect(() => readOptionsFromEnv({ CLOCK_OFFSET_MS: '1.5' })).toThrow(/CLOCK_OFFSET_MS/);
  });
});
