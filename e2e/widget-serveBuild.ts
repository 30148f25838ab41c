import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';

const DIST = fileURLToPath(new URL('../dist/widget/', import.meta.url));
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

/** The widget build as the backend serves it, under http://localhost:8080/widget/. */
export const WIDGET_BASE = 'http://localhost:8080/widget/';

/**
 * Until the sample backend serves `dist/widget/` under `/widget/`, serve it from the test: when the
 * backend answers 404 for the loader, every `/widget/*` request of `context` is answered from
 * `dist/widget/` with the CORS header a cross-origin module script needs. Returns whether the shim
 * is in use (the tests annotate it).
 */
export async function serveWidgetBuild(context: BrowserContext): Promise<boolean> {
  const probe = await context.request.get(`${WIDGET_BASE}wizyta-loader.js`);
  if (probe.ok()) return false;
  await context.route(`${WIDGET_BASE}**`, async (route) => {
    const url = new URL(route.request().url());
    const path = normalize(decodeURIComponent(url.pathname.slice('/widget/'.length)));
    if (path.startsWith('..')) return route.fulfill({ status: 404 });
    const body = await readFile(join(DIST, path)).catch(() => null);
    if (!body) return route.fulfill({ status: 404 });
    const origin = route.request().headers().origin;
    return route.fulfill({
      status: 200,
      body,
      headers: {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        ...(origin ? { 'access-control-allow-origin': origin } : {}),
      },
    });
  });
  return true;
}
