import { beforeAll, describe, expect, it } from 'vitest';
import { type Backend, createBackend } from '../createBackend';
import { ApiError } from './ApiError';

let backend: Backend;
const get = (path: string, headers: Record<string, string> = {}) =>
  backend.fetch(new Request(`http://localhost:8080${path}`, { headers }));

beforeAll(async () => {
  backend = await createBackend({ log: () => {} });
  backend.app.get('/test/throws', () => {
    throw new Error('boom');
  });
  backend.app.get('/test/conflict', () => {
    throw new ApiError(409, 4889, 'Wybrana godzina została już zajęta.');
  });
});

describe('security headers', () => {
  it('serves the Polish index page with a strict CSP', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('/b/welbi/');
    expect(html).not.toMatch(/<script|<style|style="/);
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self' http://127.0.0.1:8081",
      "form-action 'self' http://127.0.0.1:8081",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('puts nosniff on JSON answers without an HTML CSP', async () => {
    const response = await get('/config.json');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it("lets the partner frame the IdP's cookie probe but not its login pages", async () => {
    const probe = await get('/auth/realms/wizyta/protocol/openid-connect/3p-cookies/step1.html');
    expect(probe.status).toBe(200);
    expect(probe.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' http://127.0.0.1:8081",
    );
    const html = await probe.text();
    expect(html).toContain('src="/auth/resources/wizyta/3p-cookies-step1.js"');
    const login = await get('/auth/realms/wizyta/login-actions/authenticate/x');
    expect(login.status).toBe(400);
    expect(login.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'$/);
    expect(login.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('serves the IdP assets with their types', async () => {
    const css = await get('/auth/resources/wizyta/idp.css');
    expect(css.headers.get('content-type')).toContain('text/css');
    expect((await get('/auth/resources/wizyta/logout.js')).headers.get('content-type')).toContain(
      'javascript',
    );
    expect((await get('/auth/resources/wizyta/..%2Fcreatedevidp.ts')).status).toBe(404);
  });
});

describe('CORS', () => {
  it('allows the trusted partner origin, without credentials (bearer tokens only)', async () => {
    const response = await get('/config.json', { origin: 'http://127.0.0.1:8081' });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8081');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await backend.fetch(
      new Request('http://localhost:8080/patient-portal/api/token/refresh', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://127.0.0.1:8081',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8081');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it.each(['http://evil.example', 'http://127.0.0.1:8081.evil.example', 'http://127.0.0.1:808', 'null'])(
    'gives %s no CORS headers',
    async (origin) => {
      const response = await get('/config.json', { origin });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    },
  );
});

describe('config.json', () => {
  it('serves GENERAL at the root and each brand under /b/<type>/', async () => {
    expect(await (await get('/config.json')).json()).toEqual({
      apiUrl: 'http://localhost:8080',
      authUrl: 'http://localhost:8080/',
      siteUrl: 'http://localhost:8080/',
      type: 'general',
      keycloak: { url: 'http://localhost:8080/auth', realm: 'wizyta', clientId: 'wizyta-portal' },
      mock: true,
      maintenance: false,
      allowedIframeDataSources: ['http://127.0.0.1:8081'],
      embeddedContentOrigins: ['http://127.0.0.1:8081'],
      paymentGatewayOrigins: ['http://localhost:8080'],
      contactPhone: '+48 22 555 01 00',
      contactEmail: 'pomoc@wizyta.example',
      nfzDeclarationUrl: 'https://pacjent.gov.pl/',
      analyticsId: 'G-WIZYTA-SAMPLE',
      invoiceSeller: {
        name: 'Wizyta Sp. z o.o. (dane przykładowe)',
        address: 'ul. Przykładowa 1, 00-001 Warszawa',
        nip: '9876543210',
      },
    });
    const welbi = (await (await get('/b/welbi/config.json')).json()) as Record<string, unknown>;
    expect(welbi).toMatchObject({ type: 'welbi', siteUrl: 'http://localhost:8080/b/welbi/' });
    const europ = (await (await get('/b/europ_assistance/config.json')).json()) as Record<string, unknown>;
    expect(europ.type).toBe('europ_assistance');
  });

  it('answers 404 with { code, message } for an unknown brand', async () => {
    const response = await get('/b/nieznana/config.json');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 4191 });
  });
});

describe('errors are JSON { code, message }', () => {
  it('404 for an unknown path', async () => {
    const response = await get('/nie-ma-takiej-strony');
    expect(response.status).toBe(404);
    const body = (await response.json()) as { code: number; message: string };
    expect(body).toEqual({ code: 4191, message: expect.any(String) });
  });

  it('500/4982 when a handler throws', async () => {
    const response = await get('/test/throws');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 4982, message: 'Wystąpił nieoczekiwany błąd.' });
  });

  it('an ApiError keeps its status and code', async () => {
    const response = await get('/test/conflict');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ code: 4889, message: 'Wybrana godzina została już zajęta.' });
  });
});
