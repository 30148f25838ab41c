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
    });
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
      }),
    );
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
});
