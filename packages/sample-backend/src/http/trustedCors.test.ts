import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { BackendEnv } from '../BackendEnv';
import type { TrustedOrigins } from './TrustedOrigins';
import { trustedCors } from './trustedCors';

const PARTNER = 'http://localhost:3000';

function app(): Hono<BackendEnv> {
  const origins = { all: [PARTNER] } as unknown as TrustedOrigins;
  const hono = new Hono<BackendEnv>();
  hono.use('*', trustedCors(origins));
  hono.get('/widget/chunk.js', (c) => c.body('export {}', 200, { 'Content-Type': 'text/javascript' }));
  return hono;
}

describe('trustedCors', () => {
  it('answers a trusted origin with its CORS header and Vary: Origin', async () => {
    const res = await app().request('/widget/chunk.js', { headers: { Origin: PARTNER } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER);
    expect(res.headers.get('Vary')).toMatch(/\bOrigin\b/);
  });

  it('marks a same-origin answer (no Origin, no CORS headers) Vary: Origin too, so no cache serves it cross-origin', async () => {
    const res = await app().request('/widget/chunk.js');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Origin');
  });

  it('gives an untrusted origin no CORS header', async () => {
    const res = await app().request('/widget/chunk.js', { headers: { Origin: 'https://evil.example' } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Origin');
  });
});
