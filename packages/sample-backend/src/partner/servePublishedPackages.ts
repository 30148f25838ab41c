import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';

/** The repository's `packages/` folder. */
export const REPO_PACKAGES = fileURLToPath(new URL('../../../', import.meta.url));

/** Whether `packages/<name>` is published to npm (`"private": false` in its package.json). */
async function isPublished(packagesDir: string, name: string): Promise<boolean> {
  const text = await readFile(join(packagesDir, name, 'package.json'), 'utf8').catch(() => undefined);
  if (text === undefined) return false;
  const pkg = JSON.parse(text) as { name?: unknown; private?: unknown };
  return pkg.private === false && pkg.name === `@wizyta/${name}`;
}

/**
 * Serves the built files of the published `@wizyta/*` packages on the partner origin at
 * `/npm/@wizyta/<name>/dist/…`, the path a package CDN would give them, so that a page without a
 * bundler (examples/embed-plain) can `import` them as ES modules. Only `dist/` of packages marked
 * `"private": false`; JavaScript only.
 */
export function servePublishedPackages(app: Hono, packagesDir = REPO_PACKAGES): void {
  const base = resolve(packagesDir);
  app.get('/npm/@wizyta/:name/dist/*', async (c) => {
    const name = c.req.param('name');
    const file = decodeURIComponent(c.req.path).slice(`/npm/@wizyta/${name}/dist/`.length);
    const dist = resolve(base, name, 'dist');
    const target = resolve(dist, file);
    const inside = target.startsWith(dist + sep) && dist.startsWith(base + sep);
    if (!inside || !target.endsWith('.js') || !(await isPublished(base, name))) {
      return c.text('Nie znaleziono.', 404);
    }
    const body = await readFile(target).catch(() => undefined);
    if (!body) return c.text('Nie znaleziono.', 404);
    return c.body(body, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });
}
