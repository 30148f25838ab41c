import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIResponse } from '@playwright/test';
import { bookViaApi, PARTNER, PORTAL, smsToken } from './quality-apiSession';
import { expect, test } from './test';

/**
 * Security: the headers of every HTML response the sample backend hosts, and the
 * "no HTML sinks, no eval" rule over every shipped source file. (postMessage fuzz:
 * quality-security-frame.spec.ts; XSS, uploads and storage: quality-security-input.spec.ts;
 * third-party cookies: quality-security-cookies.spec.ts.)
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BRANDS = [
  ['general (root)', '/'],
  ['insurer pzu', '/b/pzu/'],
  ['assistance mondial', '/b/mondial/'],
  ['broker rankomat', '/b/rankomat/'],
  ['welbi', '/b/welbi/'],
] as const;
const ROUTES = ['', 'make-appointment', 'visit/x', 'chat/x', 'profile', 'contact', 'order/x/payment'];
const ROUTES_MORE = [
  'appointment/x/success',
  'sms-login',
  'registration',
  'no/such/page',
  'silent-check-sso.html',
];
// What a browser sends for a page navigation (the portal's history fallback answers only those).
const NAVIGATION = { headers: { accept: 'text/html,application/xhtml+xml' } };
const UNSAFE = /'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'|'wasm-unsafe-eval'|\bdata:|\*/;

function directives(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** The shared rules of every HTML page: strict script-src, no plugins, no <base>, nosniff, referrer. */
function expectStrictHtml(response: APIResponse, label: string, scriptSrc: string[] = ["'self'"]): void {
  const headers = response.headers();
  expect(headers['content-type'], label).toContain('text/html');
  const csp = directives(response);
  expect(csp.get('script-src'), `${label} script-src`).toEqual(scriptSrc);
  for (const name of ['script-src', 'default-src', 'style-src']) {
    expect(csp.get(name)?.join(' ') ?? '', `${label} ${name}`).not.toMatch(UNSAFE);
  }
  expect(csp.get('object-src'), `${label} object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${label} base-uri`).toEqual(["'none'"]);
  expect(headers['x-content-type-options'], `${label} nosniff`).toBe('nosniff');
  expect(headers['referrer-policy'], `${label} Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
}

test('every portal route of every brand kind: strict CSP with frame-ancestors = the brand trust list', async ({
  request,
}) => {
  for (const [kind, base] of BRANDS) {
    const config = (await (await request.get(`${PORTAL}${base}config.json`)).json()) as {
      allowedIframeDataSources: string[];
    };
    expect(config.allowedIframeDataSources.length, `${kind} has a trust list`).toBeGreaterThan(0);
    for (const route of [...ROUTES, ...(base === '/' || base === '/b/pzu/' ? ROUTES_MORE : [])]) {
      const url = `${PORTAL}${base}${route}`;
      const response = await request.get(url, { ...NAVIGATION, maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
      expectStrictHtml(response, url);
      expect(directives(response).get('frame-ancestors'), `${url} frame-ancestors`).toEqual([
        "'self'",
        ...config.allowedIframeDataSources,
      ]);
    }
  }
});

test('the IdP login page refuses every frame; the payment page and the widget frame are strict too', async ({
  request,
}) => {
  const auth = new URL(`${PORTAL}/auth/realms/wizyta/protocol/openid-connect/auth`);
  // The root deployment's client, as its config.json names it (each brand has its own).
  const { keycloak } = (await (await request.get(`${PORTAL}/config.json`)).json()) as {
    keycloak: { clientId: string };
  };
  for (const [key, value] of Object.entries({
    client_id: keycloak.clientId,
    redirect_uri: `${PORTAL}/`,
    response_type: 'code',
    scope: 'openid',
    state: 'quality-state',
    nonce: 'quality-nonce',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }))
    auth.searchParams.set(key, value);
  const login = await request.get(auth.href, NAVIGATION);
  expect(await login.text()).toContain('Nazwa użytkownika');
  expectStrictHtml(login, 'IdP login page');
  expect(directives(login).get('frame-ancestors')).toEqual(["'self'"]);
  expect(login.headers()['x-frame-options']).toBe('SAMEORIGIN');

  // The gateway page opens by the hand-off's form POST (its secret in the body, never an address).
  const { redirectUrl, redirectParams } = await bookViaApi(request, await smsToken(request, 'nfz'));
  const pay = await request.post(redirectUrl, { ...NAVIGATION, form: redirectParams });
  expect(pay.status()).toBe(200);
  expectStrictHtml(pay, 'payment simulator page');

  const frame = await request.get(`${PORTAL}/widget/frame.html`, NAVIGATION);
  expect(frame.status()).toBe(200);
  expectStrictHtml(frame, 'widget frame page');
  expect(directives(frame).get('frame-ancestors')).toEqual(["'self'", PARTNER]);
});

test('the partner examples send a strict CSP of their own, nosniff and a referrer policy', async ({
  request,
}) => {
  for (const page of ['partner-site/', 'partner-site/strict-csp.html', 'insurer-app/', 'hostile-site/']) {
    const response = await request.get(`${PARTNER}/${page}`, NAVIGATION);
    expect(response.status(), page).toBe(200);
    // A partner loads the widget from the provider's origin: that origin, and nothing unsafe.
    expectStrictHtml(response, page, ["'self'", PORTAL]);
  }
});

test('scripts, styles and JSON are served with nosniff', async ({ request }) => {
  const html = await (await request.get(`${PORTAL}/`, NAVIGATION)).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  for (const path of [asset, '/config.json', '/widget/wizyta-loader.js', '/visit-api/anonymous/towns']) {
    if (!path) continue;
    const response = await request.get(`${PORTAL}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

/**
 * Every shipped source file: packages/<name>/src and public, and examples/; no tests. Tracked files
 * only (git ls-files): what a local build leaves beside them (examples/next-app/.next after
 * `npm run test:next`) is not source.
 */
function shippedSources(): string[] {
  const tracked = execFileSync(
    'git',
    ['ls-files', '-z', '--', ':(glob)packages/*/src/**', ':(glob)packages/*/public/**', ':(glob)examples/**'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter(Boolean);
  return tracked
    .filter((path) => !/(^|\/)(node_modules|testing|dist)\//.test(path))
    .filter((path) => {
      const name = path.slice(path.lastIndexOf('/') + 1);
      if (/\.(test|spec)\.[cm]?[jt]sx?$/.test(name) || name.endsWith('.d.ts')) return false;
      return /\.(ts|tsx|js|mjs|html)$/.test(name);
    })
    .map((path) => join(ROOT, path));
}

test('no shipped source uses an HTML sink or evaluates strings', () => {
  const SINKS =
    /\b(innerHTML|outerHTML|insertAdjacentHTML|dangerouslySetInnerHTML|setHTMLUnsafe|createContextualFragment|document\.write(ln)?)\b|\beval\s*\(|\bnew\s+Function\s*\(|\bset(Timeout|Interval)\s*\(\s*['"`]/;
  const files = shippedSources();
  expect(files.length).toBeGreaterThan(200);
  const offenders = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => SINKS.test(line))
      .map(({ line, index }) => `${relative(ROOT, file)}:${index + 1}: ${line.trim()}`),
  );
  expect(offenders).toEqual([]);
});
