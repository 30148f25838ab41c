import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { BackendEnv } from '../BackendEnv';
import { securityHeaders } from '../http/securityHeaders';
import { registerWidgetHosting } from './registerWidgetHosting';

const PARTNER = 'http://127.0.0.1:8081';
const origins = {
  publicOrigin: 'http://localhost:8080',
  partnerOrigin: PARTNER,
  forBrand: () => [PARTNER],
  embeddedFor: () => [PARTNER],
  all: [PARTNER],
  embedded: [PARTNER],
};

function appWith(files: Record<string, string>, options: { sourcemaps?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'wizyta-widget-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  const app = new Hono<BackendEnv>();
  // The server's header table sets the caching of each kind of widget path.
  app.use('*', securityHeaders(origins));
  registerWidgetHosting(app, dir, options);
  app.notFound((c) => c.json({ code: 4191, message: 'not found' }, 404));
  return app;
}

describe('registerWidgetHosting', () => {
  it('serves the built loader as JavaScript, cached for five minutes on its moving URL', async () => {
    const app = appWith({ 'wizyta-loader.js': 'console.log(1)' });
    const res = await app.request('/widget/wizyta-loader.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('caches a version folder and hashed chunks for good, the major folder briefly, never the manifest', async () => {
    const app = appWith({
      '0.3.1/chunks/a.js': 'a',
      'v0/wizyta-loader.js': 'b',
      'v0/chunks/c-1a2b.js': 'c',
      'manifest.json': '{}',
      '0.3.1/manifest.json': '{}',
    });
    const cacheOf = async (path: string) => (await app.request(path)).headers.get('cache-control');
    expect(await cacheOf('/widget/0.3.1/chunks/a.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/widget/0.3.1/manifest.json')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/widget/v0/wizyta-loader.js')).toBe('public, max-age=300, must-revalidate');
    expect(await cacheOf('/widget/v0/chunks/c-1a2b.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/widget/manifest.json')).toBe('no-cache');
    expect(await cacheOf('/widget/nope.js')).toBeNull();
  });

  it("revalidates the flow frame after five minutes in every folder: its frame-ancestors follow the brand's trust list", async () => {
    const app = appWith({ 'flow.html': '<!doctype html>', '0.3.1/flow.html': '', 'v0/flow.html': '' });
    for (const path of ['/widget/flow.html', '/widget/0.3.1/flow.html', '/widget/v0/flow.html']) {
      const res = await app.request(`${path}?type=welbi`);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
      expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${PARTNER}`);
    }
  });

  it('answers 404 for a missing file and never leaves the build folder', async () => {
    const app = appWith({ 'wizyta-loader.js': '' });
    expect((await app.request('/widget/nope.js')).status).toBe(404);
    expect((await app.request('/widget/..%2Fpackage.json')).status).toBe(404);
    expect((await app.request('/widget/../../package.json')).status).toBe(404);
  });

  it('keeps source maps private unless SOURCEMAPS=1 (they hold the unminified sources)', async () => {
    const files = { 'wizyta-widget.js.map': '{"sources":["secret.ts"]}' };
    expect((await appWith(files).request('/widget/wizyta-widget.js.map')).status).toBe(404);
    expect((await appWith(files, { sourcemaps: true }).request('/widget/wizyta-widget.js.map')).status).toBe(
      200,
    );
  });
});
