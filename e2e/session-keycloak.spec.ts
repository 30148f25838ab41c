import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { importSampleBackend } from '@wizyta/testkit/backend';
import { build } from 'esbuild';
import { expect, test } from './test';

/**
 * The real keycloak-js in headless Chromium signs `pacjent` in through the sample
 * backend's dev IdP (its Polish login form), comes back, and the page reads the patient profile
 * through the API client, with the session of @wizyta/core in between.
 *
 * The backend listens on a free port (never 8080/8081). The test page lives on the backend's own
 * origin under /e2e-session/ (a path the IdP accepts as a redirect URI): the test's HTTP server
 * answers that path itself — the HTML, the page script bundled on the fly by esbuild from
 * e2e/fixtures/keycloakE2ePage.ts, and the shipped silent-check-sso page of
 * packages/core/public, all under a strict CSP (no inline script) — and hands everything else
 * (the IdP, the API) to the real backend's Node handler.
 */

const PAGE_ENTRY = fileURLToPath(new URL('./fixtures/keycloakE2ePage.ts', import.meta.url));
const PUBLIC_DIR = new URL('../packages/core/public/', import.meta.url);
const BASE_PATH = '/e2e-session/';
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; frame-src 'self'; " +
  "frame-ancestors 'self'; object-src 'none'; base-uri 'self'";

const INDEX_HTML = `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><title>Wizyta — sesja (e2e)</title>
<script type="module" src="app.js"></script></head>
<body>
<main>
<p>Stan: <output id="status"></output></p>
<p>Metoda: <output id="method"></output></p>
<p>Role: <output id="roles"></output></p>
<p>Pacjent: <output id="profile"></output></p>
<p>Błąd: <output id="error"></output></p>
<button id="login" type="button">Zaloguj</button>
<button id="logout" type="button">Wyloguj</button>
</main>
</body>
</html>`;

let server: Server;
let origin: string;

/** The test page's files by name: HTML, the bundled script, the shipped silent check-sso page. */
async function testPageFiles(): Promise<Map<string, { body: string; type: string }>> {
  const bundled = await build({
    entryPoints: [PAGE_ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  });
  const [script] = bundled.outputFiles;
  if (!script) throw new Error('esbuild produced no page script');
  const html = 'text/html; charset=utf-8';
  const js = 'text/javascript; charset=utf-8';
  const shipped = async (name: string) => readFile(new URL(name, PUBLIC_DIR), 'utf8');
  return new Map([
    ['', { body: INDEX_HTML, type: html }],
    ['app.js', { body: script.text, type: js }],
    ['silent-check-sso.html', { body: await shipped('silent-check-sso.html'), type: html }],
    ['silent-check-sso.js', { body: await shipped('silent-check-sso.js'), type: js }],
  ]);
}

test.beforeAll(async () => {
  // A free port, bound first so the backend's issuer names it; never 8080/8081.
  server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  origin = `http://localhost:${port}`;
  const { createBackend } = await importSampleBackend();
  const [backend, files] = await Promise.all([
    createBackend({
      port,
      partnerPort: 0,
      devShortcuts: true,
      log: () => {},
      // Redirect URIs are exact: this test page registers its own two.
      extraRedirectUris: [`${origin}${BASE_PATH}`, `${origin}${BASE_PATH}silent-check-sso.html`],
    }),
    testPageFiles(),
  ]);
  // The test page shares the backend's origin (silent check-sso needs the IdP on the same site);
  // Playwright's page.route cannot serve it, because it does not see redirect targets.
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!path.startsWith(BASE_PATH)) return backend.nodeHandler(req, res);
    const file = files.get(path.slice(BASE_PATH.length));
    res.writeHead(file ? 200 : 404, {
      'content-type': file?.type ?? 'text/plain',
      'content-security-policy': CSP,
      'cache-control': 'no-store',
    });
    res.end(file?.body ?? 'not found');
  });
});

test.afterAll(async () => {
  await new Promise<void>((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
});

async function openTestPage(page: Page): Promise<void> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${origin}${BASE_PATH}`);
  await expect(page.locator('#status')).toHaveText('anonymous', { timeout: 15_000 });
  expect(violations).toEqual([]);
}

async function signIn(page: Page): Promise<void> {
  // From a button: keycloak-js's login() navigates away, which would kill a page.evaluate.
  await page.locator('#login').click();
  await page.waitForURL(/\/auth\/realms\/wizyta\//);
  await page.locator('#username').fill('pacjent');
  await page.locator('#password').fill('pacjent');
  await page.locator('#kc-login').click();
  await page.waitForURL((url) => url.pathname === BASE_PATH);
}

/** Every value the page can see in its storages and cookies. */
function readStorage(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookies: document.cookie }),
  );
}

test('signs pacjent in through the dev IdP and reads the profile through the client', async ({ page }) => {
  await openTestPage(page);
  await signIn(page);

  await expect(page.locator('#status')).toHaveText('ready');
  await expect(page.locator('#method')).toHaveText('sso');
  await expect(page.locator('#roles')).toHaveText('PATIENT');
  await expect(page.locator('#profile')).toHaveText('Anna Kowalska');
  await expect(page.locator('#error')).toHaveText('');

  // Tokens live in memory only: no JWT in any storage or readable cookie.
  expect(await readStorage(page)).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
  expect(await page.evaluate(() => localStorage.getItem('wizyta.loggingIn'))).toBeNull();

  // A reload (well within 5 s) keeps the session: the silent check-sso page signs in again.
  const loginPages: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/auth/realms/')) loginPages.push(frame.url());
  });
  await page.reload();
  await expect(page.locator('#profile')).toHaveText('Anna Kowalska', { timeout: 15_000 });
  expect(loginPages).toEqual([]);

  // Logout ends the IdP session too: after returning, a reload stays signed out.
  await page.evaluate(() => sessionStorage.setItem('wizyta.order', '{"id":"1"}'));
  await Promise.all([
    page.waitForURL(/\/protocol\/openid-connect\/logout/, { waitUntil: 'commit' }),
    page.locator('#logout').click(),
  ]);
  await page.waitForURL((url) => url.pathname === BASE_PATH);
  await expect(page.locator('#status')).toHaveText('anonymous', { timeout: 15_000 });
  // Only the leave time written as the page left for the IdP's logout remains (spec §4).
  expect(JSON.parse(await readStorage(page))).toEqual({
    local: { 'wizyta.lastUnload': expect.any(String) },
    session: {},
    cookies: '',
  });
  await page.reload();
  await expect(page.locator('#status')).toHaveText('anonymous', { timeout: 15_000 });
});

test('a set forced-logout flag ends the SSO session on the next start-up', async ({ page }) => {
  await openTestPage(page);
  await signIn(page);
  await expect(page.locator('#profile')).toHaveText('Anna Kowalska');
  await page.evaluate(() => localStorage.setItem('wizyta.forcedLogout', '1'));
  await Promise.all([
    page.waitForURL(/\/protocol\/openid-connect\/logout/, { waitUntil: 'commit' }),
    page.reload(),
  ]);
  await page.waitForURL((url) => url.pathname === BASE_PATH);
  await expect(page.locator('#status')).toHaveText('anonymous', { timeout: 15_000 });
  await expect(page.locator('#profile')).toHaveText('');
  await page.reload();
  await expect(page.locator('#status')).toHaveText('anonymous', { timeout: 15_000 });
});
