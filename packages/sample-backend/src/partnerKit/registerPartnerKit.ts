import { readFile } from 'node:fs/promises';
import type { Hono } from 'hono';
import type { BackendEnv } from '../BackendEnv';
import { ApiError } from '../http/ApiError';
import { type PartnerKitPage, renderPartnerKitPage } from './renderPartnerKitPage';

const ASSETS: Readonly<Record<string, string>> = {
  'partner-kit.js': 'text/javascript; charset=utf-8',
  'partner-kit.css': 'text/css; charset=utf-8',
};

/**
 * The partner kit at `/partner-kit/` (issue 16): the snippet builder page and its two files. The
 * page is the provider's own, so the widget previews inline on it, with the server's strict CSP.
 */
export function registerPartnerKit(app: Hono<BackendEnv>, page: () => PartnerKitPage): void {
  app.get('/partner-kit', (c) => c.redirect('/partner-kit/', 301));
  app.get('/partner-kit/', (c) => c.html(renderPartnerKitPage(page())));
  app.get('/partner-kit/:file', async (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) throw new ApiError(404, 4191, 'Nie znaleziono zasobu.');
    const body = await readFile(new URL(`./assets/${file}`, import.meta.url), 'utf8');
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
  });
}
