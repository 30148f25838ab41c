import { beforeAll, describe, expect, it } from 'vitest';
import { type Backend, createBackend } from '../createBackend';

// WELBI's partners differ from GENERAL's: a second page origin of its own, and its own video host.
const PARTNER = 'http://127.0.0.1:8081';
const WELBI_ONLY = 'http://localhost:8081';
const WELBI_VIDEO = 'https://wideo.welbi.example';

let backend: Backend;
const get = (path: string, headers: Record<string, string> = {}) =>
  backend.fetch(
    new Request(`http://localhost:8080${path}`, { headers: { accept: 'text/html', ...headers } }),
  );
const ancestors = async (path: string) =>
  /frame-ancestors ([^;]*)/.exec((await get(path)).headers.get('content-security-policy') ?? '')?.[1];

beforeAll(async () => {
  backend = await createBackend({
    log: () => {},
    brandOrigins: { welbi: { trusted: [PARTNER, WELBI_ONLY], embedded: [WELBI_VIDEO] } },
  });
  // Pages without a build (unit tests run before it): the header table applies to any HTML there.
  const pages = [
    '/widget/flow.html',
    '/widget/0.1.0/flow.html',
    '/widget/v0/flow.html',
    '/visits',
    '/b/welbi/visits',
  ];
  for (const page of pages) {
    backend.app.get(page, (c) => c.html('<!doctype html><title>flow</title>'));
  }
});

describe('a brand whose trust list differs from GENERAL’s', () => {
  it.each(['/widget/flow.html', '/widget/0.1.0/flow.html', '/widget/v0/flow.html'])(
    'lets only WELBI’s partners frame %s?type=welbi, only GENERAL’s frame it for GENERAL',
    async (page) => {
      expect(await ancestors(`${page}?type=welbi&lang=pl`)).toBe(`'self' ${PARTNER} ${WELBI_ONLY}`);
      expect(await ancestors(`${page}?type=general`)).toBe(`'self' ${PARTNER}`);
      expect(await ancestors(page)).toBe(`'self' ${PARTNER}`);
      expect(await ancestors(`${page}?type=pzu`)).toBe(`'self' ${PARTNER}`);
    },
  );

  it('lets nobody else frame a widget page whose query the page could read as another brand', async () => {
    for (const query of ['type=nope', 'type=welb%69', 'typ%65=general&type=welbi']) {
      const res = await get(`/widget/flow.html?${query}`);
      expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'(;|$)/);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('frames WELBI’s portal pages by its list and its own video host', async () => {
    const page = await get('/b/welbi/visits');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors 'self' ${PARTNER} ${WELBI_ONLY}`);
    expect(csp).toContain(`frame-src 'self' ${WELBI_VIDEO}`);
    expect(page.headers.get('permissions-policy')).toContain(`camera=(self "${WELBI_VIDEO}")`);
    expect(await ancestors('/visits')).toBe(`'self' ${PARTNER}`);
  });

  it('writes the lists into WELBI’s config.json only', async () => {
    const welbi = (await (await get('/b/welbi/config.json')).json()) as Record<string, unknown>;
    expect(welbi.allowedIframeDataSources).toEqual([PARTNER, WELBI_ONLY]);
    expect(welbi.embeddedContentOrigins).toEqual([WELBI_VIDEO]);
    const general = (await (await get('/config.json')).json()) as Record<string, unknown>;
    expect(general.allowedIframeDataSources).toEqual([PARTNER]);
  });

  it('answers WELBI’s partner with CORS on the widget and the configs (the union of the lists)', async () => {
    const config = await get('/b/welbi/config.json', { origin: WELBI_ONLY });
    expect(config.headers.get('access-control-allow-origin')).toBe(WELBI_ONLY);
  });
});

describe('CORS only where the header table asks for it', () => {
  it('gives the portal’s pages and assets neither CORS nor Vary: Origin', async () => {
    const page = await get('/visits', { origin: PARTNER });
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    expect(page.headers.get('vary')).toBeNull();
  });

  it('says Vary: Origin once on a brand’s API base (re-dispatched through the same middleware)', async () => {
    const towns = await get('/gw/pzu/visit-api/anonymous/towns', {
      origin: PARTNER,
      accept: 'application/json',
    });
    expect(towns.status).toBe(200);
    expect(towns.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(towns.headers.get('vary')).toBe('Origin');
    const preflight = await backend.fetch(
      new Request('http://localhost:8080/gw/pzu/patient-portal/api/token/refresh', {
        method: 'OPTIONS',
        headers: { origin: PARTNER, 'access-control-request-method': 'POST' },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
  });
});
