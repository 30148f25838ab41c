import { beforeAll, describe, expect, it } from 'vitest';
import { type Backend, createBackend } from '../createBackend';

let backend: Backend;
const get = (path: string) => backend.fetch(new Request(`http://localhost:18080${path}`));

beforeAll(async () => {
  backend = await createBackend({ log: () => {}, port: 18080, trustedOrigins: ['http://localhost:3000'] });
});

describe('the partner kit page', () => {
  it('offers every brand, sandbox first, with its own origin and the trusted origins, under the strict CSP', async () => {
    const response = await get('/partner-kit/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(
      /<select name="brand"><option value="sandbox">sandbox<\/option><option value="general">/,
    );
    expect(html).toContain('data-origin="http://localhost:18080"');
    expect(html).toContain('<code>http://localhost:3000</code>');
    expect(html).toContain('id="origin"');
    expect(html).not.toMatch(/<script>|<style|style="|\son[a-z]+="/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('serves its script and stylesheet, and nothing else from its folder', async () => {
    expect((await get('/partner-kit/partner-kit.js')).headers.get('content-type')).toContain('javascript');
    expect((await get('/partner-kit/partner-kit.css')).headers.get('content-type')).toContain('text/css');
    expect((await get('/partner-kit/renderPartnerKitPage.ts')).status).toBe(404);
    expect((await get('/partner-kit')).status).toBe(301);
  });
});
