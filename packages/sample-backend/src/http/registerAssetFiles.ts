import { readFile } from 'node:fs/promises';
import type { Hono } from 'hono';
import type { BackendEnv } from '../BackendEnv';
import { ApiError } from './ApiError';

/**
 * Serves the named files of one folder at `<path>/:file`, each with its content type from `types`
 * (the list is the allow-list: any other name is 404/4191). A file is read once and kept in memory;
 * `no-cache` makes the browser revalidate, so a restarted server's copy is picked up.
 */
export function registerAssetFiles(
  app: Hono<BackendEnv>,
  path: string,
  folder: URL,
  types: Readonly<Record<string, string>>,
): void {
  const cache = new Map<string, string>();
  app.get(`${path}/:file`, async (c) => {
    const file = c.req.param('file');
    const type = types[file];
    if (!type) throw new ApiError(404, 4191, 'Nie znaleziono zasobu.');
    let body = cache.get(file);
    if (body === undefined) {
      body = await readFile(new URL(file, folder), 'utf8');
      cache.set(file, body);
    }
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
  });
}
