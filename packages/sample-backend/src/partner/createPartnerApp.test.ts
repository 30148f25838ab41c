import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnerApp } from './createPartnerApp';

let root: string;
let app: ReturnType<typeof createPartnerApp>;
const get = (path: string) => app.fetch(new Request(`http://127.0.0.1:8081${path}`));

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'wizyta-examples-'));
  await mkdir(join(root, 'partner-site'));
  await writeFile(join(root, 'partner-site', 'index.html'), '<!doctype html><title>Partner</title>');
  await writeFile(join(root, 'partner-site', 'app.js'), 'console.log(1)');
  await mkdir(join(root, 'insurer-app'));
  await writeFile(join(root, 'package.json'), '{}');
  await writeFile(join(root, '.env'), 'SECRET=1');
  app = createPartnerApp(root, 'http://localhost:8080');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('partner origin', () => {
  it('lists the examples, hiding dot-files and package metadata', async () => {
    const response = await get('/');
    const html = await response.text();
    expect(html).toContain('href="partner-site/"');
    expect(html).toContain('href="insurer-app/"');
    expect(html).not.toContain('package.json');
    expect(html).not.toContain('.env');
    expect(response.headers.get('content-security-policy')).toContain(
      "script-src 'self' http://localhost:8080",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves index.html and files with their types', async () => {
    expect(await (await get('/partner-site/')).text()).toContain('<title>Partner</title>');
    expect((await get('/partner-site')).status).toBe(301);
    expect((await get('/partner-site/app.js')).headers.get('content-type')).toContain('javascript');
  });

  it('refuses hidden files and traversal', async () => {
    expect((await get('/.env')).status).toBe(404);
    expect((await get('/package.json')).status).toBe(404);
    expect((await get('/partner-site/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await get('/nothing-here.html')).status).toBe(404);
  });

  it('answers an empty listing when examples/ does not exist yet', async () => {
    const empty = createPartnerApp(join(root, 'missing'), 'http://localhost:8080');
    const response = await empty.fetch(new Request('http://127.0.0.1:8081/'));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Brak przykładów.');
  });

  it('serves the examples with its own provider origin when started on another port', async () => {
    await writeFile(
      join(root, 'partner-site', 'port.html'),
      '<script src="http://localhost:8080/widget/wizyta-loader.js"></script>',
    );
    await writeFile(join(root, 'partner-site', 'port.js'), "postMessage(1, 'http://localhost:8080');");
    const moved = createPartnerApp(root, 'http://localhost:18080');
    const page = await (
      await moved.fetch(new Request('http://127.0.0.1:18081/partner-site/port.html'))
    ).text();
    expect(page).toContain('src="http://localhost:18080/widget/wizyta-loader.js"');
    const script = await (
      await moved.fetch(new Request('http://127.0.0.1:18081/partner-site/port.js'))
    ).text();
    expect(script).toBe("postMessage(1, 'http://localhost:18080');");
    expect(await (await get('/partner-site/port.js')).text()).toContain("'http://localhost:8080'");
  });
});
