import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import { escapeHtml } from '../http/escapeHtml';
import { servePublishedPackages } from './servePublishedPackages';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const HIDDEN = new Set(['node_modules', 'package.json', 'tsconfig.json']);

/** The origin the example pages are written against (`npm start`'s default). */
export const EXAMPLES_PORTAL_ORIGIN = 'http://localhost:8080';
const REWRITTEN = new Set(['.html', '.js', '.mjs']);

/**
 * The examples name the provider as `http://localhost:8080`, as a partner's page names its
 * provider. A server started on another port (`PORT=18080 npm start`) serves them with its own
 * origin there instead, so their script tags, their CSP and their `postMessage` targets follow it.
 */
export function followPortalOrigin(text: string, portalOrigin: string): string {
  return portalOrigin === EXAMPLES_PORTAL_ORIGIN
    ? text
    : text.replaceAll(EXAMPLES_PORTAL_ORIGIN, portalOrigin);
}

/**
 * The partner pages' CSP: what a careful partner would send — its own scripts plus the
 * provider's origin (widget script, its API, the framed portal), nothing inline.
 */
function partnerCsp(portalOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${portalOrigin}`,
    `style-src 'self' ${portalOrigin}`,
    `img-src 'self' data: ${portalOrigin}`,
    `connect-src 'self' ${portalOrigin}`,
    `frame-src 'self' ${portalOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${portalOrigin}`,
  ].join('; ');
}

function listing(path: string, names: string[]): string {
  const items = names.map((n) => `<li><a href="${escapeHtml(n)}">${escapeHtml(n)}</a></li>`).join('\n');
  return `<!doctype html>\n<html lang="pl"><head><meta charset="utf-8"><title>Przykłady partnera – ${escapeHtml(path)}</title></head>\n<body><main><h1>Przykłady partnera: ${escapeHtml(path)}</h1>\n<ul>\n${items || '<li>Brak przykładów.</li>'}\n</ul></main></body></html>\n`;
}

/**
 * The app of the cross-site partner origin (`http://127.0.0.1:8081`): serves the repo's
 * `examples/` folder as static files, with a listing for folders without `index.html`.
 * Dot-files and package metadata are not served.
 */
export function createPartnerApp(root: string, portalOrigin: string): Hono {
  const app = new Hono();
  const base = resolve(root);
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      c.header('Content-Security-Policy', partnerCsp(portalOrigin));
    }
  });
  servePublishedPackages(app);
  app.get('*', async (c) => {
    const path = decodeURIComponent(c.req.path);
    const segments = path.split('/').filter(Boolean);
    if (segments.some((s) => s.startsWith('.') || HIDDEN.has(s))) return c.text('Nie znaleziono.', 404);
    const target = resolve(base, ...segments);
    if (target !== base && !target.startsWith(base + sep)) return c.text('Nie znaleziono.', 404);
    const info = await stat(target).catch(() => undefined);
    // examples/ may not exist yet: the root still answers, with an empty listing.
    if (!info && segments.length === 0) return c.html(listing('/', []));
    if (info?.isDirectory()) {
      if (!path.endsWith('/')) return c.redirect(`${path}/`, 301);
      const index = await readFile(join(target, 'index.html'), 'utf8').catch(() => undefined);
      if (index !== undefined) return c.html(followPortalOrigin(index, portalOrigin));
      const names = (await readdir(target, { withFileTypes: true }))
        .filter((e) => !e.name.startsWith('.') && !HIDDEN.has(e.name))
        .map((e) => (e.isDirectory() ? `${e.name}/` : e.name))
        .sort();
      return c.html(listing(path, names));
    }
    const type = TYPES[extname(target)];
    if (!info?.isFile() || !type) return c.text('Nie znaleziono.', 404);
    const body = await readFile(target);
    if (!REWRITTEN.has(extname(target))) return c.body(body, 200, { 'Content-Type': type });
    return c.body(followPortalOrigin(body.toString('utf8'), portalOrigin), 200, { 'Content-Type': type });
  });
  return app;
}
