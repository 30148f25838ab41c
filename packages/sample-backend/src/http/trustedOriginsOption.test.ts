import { beforeAll, describe, expect, it } from 'vitest';
import { type Backend, createBackend } from '../createBackend';

// TRUSTED_ORIGINS: a partner developer's own origin gets every grant the sample's
// partner origin has — CORS, framing of the flow frame, the brands' frame trust lists, payment
// return URLs — and nothing more than an exact match.
const DEV = 'http://localhost:3000';
let backend: Backend;
const get = (path: string, headers: Record<string, string> = {}) =>
  backend.fetch(new Request(`http://localhost:8080${path}`, { headers }));

beforeAll(async () => {
  backend = await createBackend({ log: () => {}, trustedOrigins: [DEV] });
});

describe('trustedOrigins option', () => {
  it('keeps the partner origin first and adds the developer origin to every list', () => {
    expect(backend.ctx.origins.all).toEqual(['http://127.0.0.1:8081', DEV]);
    expect(backend.ctx.origins.forBrand('sandbox')).toContain(DEV);
    expect(backend.ctx.brandConfig('sandbox').allowedIframeDataSources).toContain(DEV);
    expect(backend.ctx.brandConfig('root').allowedIframeDataSources).toContain(DEV);
  });

  it('answers the developer origin with CORS and lets it frame the flow frame', async () => {
    const config = await get('/b/sandbox/config.json', { origin: DEV });
    expect(config.headers.get('access-control-allow-origin')).toBe(DEV);
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors 'self' http://127.0.0.1:8081 ${DEV}`);
  });

  it('still refuses a look-alike of the developer origin', async () => {
    for (const origin of [
      'http://localhost:30000',
      'http://localhost:3000.evil.test',
      'https://localhost:3000',
    ]) {
      const response = await get('/b/sandbox/config.json', { origin });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('serves the sandbox brand as a mock deployment', async () => {
    const response = await get('/b/sandbox/config.json');
    expect(await response.json()).toMatchObject({ type: 'sandbox', mock: true });
  });
});
