import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { servePublishedPackages } from './servePublishedPackages';

let packages: string;
let app: Hono;
const get = (path: string) => app.fetch(new Request(`http://127.0.0.1:8081${path}`));

async function writePackage(name: string, manifest: Record<string, unknown>): Promise<void> {
  await mkdir(join(packages, name, 'dist'), { recursive: true });
  await writeFile(join(packages, name, 'package.json'), JSON.stringify(manifest));
  await writeFile(join(packages, name, 'dist', 'index.js'), `export const name = '${name}';`);
  await writeFile(join(packages, name, 'dist', 'index.d.ts'), 'export declare const name: string;');
}

beforeAll(async () => {
  packages = await mkdtemp(join(tmpdir(), 'wizyta-packages-'));
  await writePackage('embed', { name: '@wizyta/embed', private: false });
  await writePackage('core', { name: '@wizyta/core', private: true });
  await writePackage('other', { name: '@someone/other', private: false });
  app = new Hono();
  servePublishedPackages(app, packages);
});
afterAll(() => rm(packages, { recursive: true, force: true }));

it('serves the built JavaScript of a published package as a module', async () => {
  const response = await get('/npm/@wizyta/embed/dist/index.js');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(await response.text()).toBe("export const name = 'embed';");
});

it('serves nothing of private or foreign packages, nothing but dist JavaScript, nothing outside', async () => {
  for (const path of [
    '/npm/@wizyta/core/dist/index.js',
    '/npm/@wizyta/other/dist/index.js',
    '/npm/@wizyta/embed/dist/index.d.ts',
    '/npm/@wizyta/embed/dist/missing.js',
    '/npm/@wizyta/embed/dist/..%2Fpackage.json',
    '/npm/@wizyta/embed/dist/%2E%2E/%2E%2E/core/dist/index.js',
    '/npm/@wizyta/..%2Fembed/dist/index.js',
  ]) {
    expect((await get(path)).status, path).toBe(404);
  }
});
