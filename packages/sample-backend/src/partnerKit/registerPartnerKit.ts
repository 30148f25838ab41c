import type { Hono } from 'hono';
import type { BackendEnv } from '../BackendEnv';
import { registerAssetFiles } from '../http/registerAssetFiles';
import { type PartnerKitPage, renderPartnerKitPage } from './renderPartnerKitPage';

const ASSETS: Readonly<Record<string, string>> = {
  'partner-kit.js': 'text/javascript; charset=utf-8',
  'partner-kit.css': 'text/css; charset=utf-8',
};

/**
 * The partner kit at `/partner-kit/`: the snippet builder page and its two files. The
 * page is the provider's own, so the widget previews inline on it, with the server's strict CSP.
 * Its inputs are fixed at start-up, so it is rendered once.
 */
export function registerPartnerKit(app: Hono<BackendEnv>, page: PartnerKitPage): void {
  const html = renderPartnerKitPage(page);
  app.get('/partner-kit', (c) => c.redirect('/partner-kit/', 301));
  app.get('/partner-kit/', (c) => c.html(html));
  registerAssetFiles(app, '/partner-kit', new URL('./assets/', import.meta.url), ASSETS);
}
