import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackendEnv } from '../BackendEnv';
import { securityHeaders } from '../http/securityHeaders';
import { registerPortalHosting } from './registerPortalHosting';

const INDEX =
  '<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Wizyta</title></head><body></body></html>';
const dirs: string[] = [];

function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wizyta-portal-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'favicons'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicons', 'pzu.svg'), '<svg/>');
  writeFileSync(join(dir, 'silent-check-sso.html'), '<!doctype html>');
  return dir;
}

function appFor(dist: string) {
  const app = new Hono<BackendEnv>();
  const origins = {
    publicOrigin: 'http://localhost:8080',
    partnerOrigin: 'http://127.0.0.1:8081',
    forBrand: () => ['http://127.0.0.1:8081'],
    embeddedFor: () => ['http://127.0.0.1:8081'],
    all: ['http://127.0.0.1:8081'],
    embedded: ['http://127.0.0.1:8081'],
  };
  app.use('*', securityHeaders(origins));
  app.get('/patient-portal/api/ping', (c) => c.json({ ok: true }));
  registerPortalHosting(app, dist);
  app.get('/', (c) => c.html('<p>index page</p>'));
  app.notFound((c) => c.json({ code: 4191 }, 404));
  return (path: string, accept = 'text/html,application/xhtml+xml') =>
    app.fetch(new Request(`http://localhost:8080${path}`, { headers: { accept } }));
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('registerPortalHosting', () => {
  it('answers app routes only to page navigations: a JSON client keeps its 404', async () => {
    const get = appFor(fakeDist());
    const response = await get('/visit/w-1001', 'application/json');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 4191 });
  });

  it('serves index.html for GENERAL app routes with the strict CSP', async () => {
    const get = appFor(fakeDist());
    for (const path of ['/', '/visit/w-1001', '/order/abc/personal']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>Wizyta</title>');
      expect(html).not.toContain('wizyta-base');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("base-uri 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('injects the base meta for a brand and serves its files under /b/<type>/', async () => {
    const get = appFor(fakeDist());
    const page = await get('/b/pzu/profile');
    expect(await page.text()).toContain('<meta name="wizyta-base" content="/b/pzu/">');
    const icon = await get('/b/pzu/favicons/pzu.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect((await get('/b/pzu/silent-check-sso.html')).status).toBe(200);
    expect((await get('/b/nieznana/')).status).toBe(404);
  });

  it('serves hashed assets for a year and never escapes dist', async () => {
    const get = appFor(fakeDist());
    const asset = await get('/assets/index-abc.js');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await get('/assets/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await get('/assets/missing.js')).status).toBe(404);
  });

  it('leaves the API and missing files alone', async () => {
    const get = appFor(fakeDist());
    expect(await (await get('/patient-portal/api/ping')).json()).toEqual({ ok: true });
    const missing = await get('/patient-portal/api/nope');
    expect(missing.headers.get('content-type')).toContain('application/json');
    expect((await get('/robots.txt')).status).toBe(404);
  });

  it('falls through to the index page while the portal is not built', async () => {
    const get = appFor(join(tmpdir(), 'wizyta-no-such-dist'));
    expect(await (await get('/')).text()).toBe('<p>index page</p>');
    expect((await get('/visit/1')).status).toBe(404);
  });
});
