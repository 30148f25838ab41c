import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import type { BackendEnv } from '../BackendEnv';
import { portalFile } from '../portal/portalFile';

/** Where `npm run build:widget` writes the widget (loader, ESM chunks, IIFE build, frame page). */
export const WIDGET_DIST_DIR = fileURLToPath(new URL('../../../../dist/widget', import.meta.url));

/**
 * Serves the built widget at `/widget/*`, as a partner page loads it
 * (`<script src="http://localhost:8080/widget/wizyta-loader.js">`). The server-wide middleware adds
 * CORS for the trusted partner origins (the ESM chunks are fetched in CORS mode) and the security
 * headers (the frame page is HTML) and the caching of each kind of widget path
 * (`hosting/hostTable.ts`: a release's folder and hashed chunks for good, moving URLs five minutes).
 * Without a build every request falls through to a JSON 404 (`npm run build:widget` builds it);
 * so do the `.map` files unless `sourcemaps` is set.
 */
export function registerWidgetHosting(
  app: Hono<BackendEnv>,
  distDir: string = WIDGET_DIST_DIR,
  options: { sourcemaps?: boolean } = {},
): void {
  app.get('/widget/*', async (c, next) => {
    // Source maps hold the unminified sources: private unless asked for (SOURCEMAPS=1).
    if (!options.sourcemaps && c.req.path.endsWith('.map')) return next();
    const path = c.req.path.slice('/widget/'.length);
    const file = portalFile(distDir, path);
    if (!file) return next();
    return c.body(new Uint8Array(file.body), 200, { 'Content-Type': file.contentType });
  });
}
