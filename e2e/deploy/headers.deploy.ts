import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareHosts, GUIDE_HEADERS, sendProbe } from '../../deploy/src/check/compareHosts';
import { hostProbes, probeOrigins } from '../../deploy/src/check/hostProbes';
import { NGINX_CONFIG } from '../../deploy/src/deploymentFiles';
import {
  LOCAL_PORTS,
  type LocalDeployment,
  startLocalDeployment,
} from '../../deploy/src/startLocalDeployment';
import { checkNginx, findNginx, startNginx } from '../../deploy/src/startNginx';
import { expect, test } from '../test';

// The headers of the deployment CI serves (`npm run deploy:local`: nginx on :8480 with the generated
// config, the sample backend behind it on :8482): the same as the sample backend's on every kind of
// path, the guide's values where the guide names them, and a proof that the comparison catches a
// header taken out of the generated config.

const NGINX = 'http://localhost:8480';
const SAMPLE = 'http://127.0.0.1:8482';
const { partner, welbiOnly, lookalike } = probeOrigins(LOCAL_PORTS.partner);

async function get(path: string, origin?: string): Promise<Response> {
  const response = await sendProbe(NGINX, { pathClass: 'missing', path, ...(origin ? { origin } : {}) });
  await response.arrayBuffer();
  return response;
}

/** A self-signed certificate for localhost in `dir` (openssl). */
function selfSignedCertificate(dir: string): { certificate: string; key: string } {
  const tls = { certificate: join(dir, 'cert.pem'), key: join(dir, 'key.pem') };
  const subject = ['-subj', '/CN=localhost', '-days', '1'];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      ...subject,
      '-keyout',
      tls.key,
      '-out',
      tls.certificate,
    ],
    {
      stdio: 'ignore',
    },
  );
  return tls;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The generated config without any `add_header <header>` line. */
function without(header: string) {
  return (path: string, text: string) =>
    path === NGINX_CONFIG
      ? text
          .split('\n')
          .filter((line) => !line.trim().startsWith(`add_header ${header} `))
          .join('\n')
      : text;
}

test('nginx answers every kind of path with the sample backend’s headers', async () => {
  expect(await compareHosts({ sample: SAMPLE, nginx: NGINX }, hostProbes(LOCAL_PORTS.partner))).toEqual([]);
});

test('the flow frame is framed by its own brand’s partners only, in every folder, with its CSP', async () => {
  const manifest = (await (await fetch(`${NGINX}/widget/manifest.json`)).json()) as { version: string };
  for (const folder of ['', `${manifest.version}/`, `v${manifest.version.split('.')[0]}/`]) {
    const page = `/widget/${folder}flow.html`;
    const csp = async (query: string) =>
      (await get(`${page}?${query}`)).headers.get('content-security-policy');
    expect(await csp('type=welbi&lang=pl'), page).toMatch(
      new RegExp(`frame-ancestors 'self' ${partner} ${welbiOnly}(;|$)`),
    );
    expect(await csp('type=general'), page).toMatch(new RegExp(`frame-ancestors 'self' ${partner}(;|$)`));
    expect(await csp('type=pz%75'), page).toMatch(/frame-ancestors 'self'(;|$)/);
    for (const query of ['type=welbi', 'type=general']) {
      expect(await csp(query), page).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self';/);
      expect(await csp(query), page).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
    const frame = await get(`${page}?type=welbi`, partner);
    expect(frame.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(frame.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(frame.headers.get('permissions-policy')).toContain(`camera=(self "${partner}")`);
    expect(frame.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
  }
});

test('config.json and the widget answer trusted origins with CORS and Vary: Origin, a lookalike without', async () => {
  for (const path of [
    '/config.json',
    '/b/welbi/config.json',
    '/widget/wizyta-loader.js',
    '/widget/manifest.json',
  ]) {
    for (const origin of [partner, welbiOnly]) {
      const response = await get(path, origin);
      expect(response.headers.get('access-control-allow-origin'), `${path} ${origin}`).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
    const refused = await get(path, lookalike);
    expect(refused.headers.get('access-control-allow-origin'), path).toBeNull();
    expect(refused.headers.get('vary'), path).toMatch(/\bOrigin\b/);
  }
  expect((await get('/config.json')).headers.get('cache-control')).toBe('no-cache');
});

test('no source map is served; each kind of file is cached as the guide says; CORP and COOP where it says', async () => {
  const manifest = (await (await fetch(`${NGINX}/widget/manifest.json`)).json()) as {
    version: string;
    files: Record<string, unknown>;
  };
  const chunk = Object.keys(manifest.files).find((name) => name.startsWith('chunks/'));
  for (const path of ['/widget/wizyta-loader.js.map', `/widget/${manifest.version}/wizyta-loader.js.map`]) {
    expect((await get(path)).status, path).toBe(404);
  }
  expect((await get(`/widget/${manifest.version}/${chunk}.map`)).status).toBe(404);
  const index = await fetch(`${NGINX}/`, { headers: { accept: 'text/html' } });
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await index.text())?.[1];
  const cacheOf = async (path: string) => (await get(path)).headers.get('cache-control');
  expect(await cacheOf(asset!)).toBe('public, max-age=31536000, immutable');
  expect(await cacheOf(`/widget/${manifest.version}/wizyta-loader.js`)).toBe(
    'public, max-age=31536000, immutable',
  );
  expect(await cacheOf(`/widget/${chunk}`)).toBe('public, max-age=31536000, immutable');
  expect(await cacheOf('/widget/wizyta-loader.js')).toBe('public, max-age=300, must-revalidate');
  expect(await cacheOf('/widget/manifest.json')).toBe('no-cache');
  expect(await cacheOf('/b/pzu/')).toBe('no-cache');
  expect((await get('/widget/wizyta-loader.js')).headers.get('cross-origin-resource-policy')).toBe(
    'cross-origin',
  );
  const portal = await get('/b/pzu/visits');
  expect(portal.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(portal.headers.get('permissions-policy')).toMatch(/^camera=\(self "[^"]+"\), microphone=/);
  expect(portal.headers.get('content-security-policy')).toContain(`frame-src 'self' ${partner}`);
  const towns = await get('/gw/pzu/visit-api/anonymous/towns', partner);
  expect(towns.headers.get('cache-control')).toBe('no-store');
  expect(towns.headers.get('cross-origin-resource-policy')).toBe('same-origin');
});

test('removing any header of the guide’s table from the generated config is caught by the comparison', async () => {
  test.setTimeout(240_000);
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is missing');
  const certificates = mkdtempSync(join(tmpdir(), 'wizyta-tls-'));
  // The https deployment sends HSTS, which only https can prove.
  const tls = selfSignedCertificate(certificates);
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const deployments: LocalDeployment[] = [];
  try {
    for (const https of [false, true]) {
      const ports = { provider: await freePort(), partner: await freePort(), backend: 0 };
      const deployment = await startLocalDeployment({ nginx, ports, ...(https ? { tls } : {}) });
      deployments.push(deployment);
      const hosts = { sample: deployment.backendUrl, nginx: deployment.url };
      const probes = hostProbes(ports.partner);
      expect(await compareHosts(hosts, probes), deployment.url).toEqual([]);
      const config = readFileSync(join(deployment.dir, 'generated', NGINX_CONFIG), 'utf8');
      const inConfig = GUIDE_HEADERS.filter((header) => config.includes(`add_header ${header} `));
      // Reporting-Endpoints needs a collector (production only: generateNginxConfig.test.ts);
      // no host ever sends Access-Control-Allow-Credentials (bearer tokens only).
      const expected = GUIDE_HEADERS.filter(
        (header) =>
          !['Reporting-Endpoints', 'Access-Control-Allow-Credentials'].includes(header) &&
          (https || header !== 'Strict-Transport-Security'),
      );
      expect(inConfig, deployment.url).toEqual(expected);
      for (const header of https ? ['Strict-Transport-Security'] : inConfig) {
        await deployment.restartNginx(without(header));
        const differences = await compareHosts(hosts, probes);
        expect(
          differences.filter((difference) => difference.includes(` ${header} `)).length,
          header,
        ).toBeGreaterThan(0);
      }
    }
  } finally {
    await Promise.all(deployments.map((deployment) => deployment.stop()));
    rmSync(certificates, { recursive: true, force: true });
    delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  }
});

test('nginx accepts the committed production example as generated (TLS, HTTP/2, report-to)', () => {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is missing');
  const dir = mkdtempSync(join(tmpdir(), 'wizyta-example-'));
  try {
    const tls = selfSignedCertificate(dir);
    // Only the certificate's place differs from the committed file: it is the operator's.
    const example = readFileSync(new URL('../../deploy/nginx/wizyta.conf', import.meta.url), 'utf8')
      .replace('ssl_certificate /etc/ssl/wizyta/fullchain.pem;', `ssl_certificate ${tls.certificate};`)
      .replace('ssl_certificate_key /etc/ssl/wizyta/privkey.pem;', `ssl_certificate_key ${tls.key};`);
    expect(example).toContain('listen 443 ssl http2;');
    writeFileSync(join(dir, 'wizyta.conf'), example);
    expect(() => checkNginx(nginx, join(dir, 'nginx'), join(dir, 'wizyta.conf'))).not.toThrow();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A plain GET with the Host `host`: its status and Location, or `closed` when nginx answered nothing. */
function plainGet(port: number, host: string): Promise<string> {
  return new Promise((resolve) => {
    const call = httpRequest(
      { host: '127.0.0.1', port, path: '/b/pzu/?a=1', headers: { host }, agent: false },
      (response) => {
        response.resume();
        resolve(`${response.statusCode} ${response.headers.location ?? ''}`.trim());
      },
    );
    call.on('error', (error) =>
      resolve(`closed (${(error as NodeJS.ErrnoException).code ?? error.message})`),
    );
    call.end();
  });
}

test("the committed example's plain http loads beside Debian's default site and sends only the provider's name to https, to that name", async () => {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is missing');
  const dir = mkdtempSync(join(tmpdir(), 'wizyta-plain-http-'));
  const [plain, tlsPort] = [await freePort(), await freePort()];
  const tls = selfSignedCertificate(dir);
  // The committed file as it is, but for the certificate's place and its ports (80 and 443 are root's).
  const example = readFileSync(new URL('../../deploy/nginx/wizyta.conf', import.meta.url), 'utf8')
    .replace('ssl_certificate /etc/ssl/wizyta/fullchain.pem;', `ssl_certificate ${tls.certificate};`)
    .replace('ssl_certificate_key /etc/ssl/wizyta/privkey.pem;', `ssl_certificate_key ${tls.key};`)
    .replace(/^\s*listen \[::\]:(80|443)\b.*$/gm, '')
    .replace(/listen 80\b/g, `listen 127.0.0.1:${plain}`)
    .replace(/listen 443\b/g, `listen 127.0.0.1:${tlsPort}`);
  expect(example).toContain(`listen 127.0.0.1:${plain}`);
  // Debian's sites-enabled/default, as installed: the port-80 default server is its (a second one
  // would stop nginx: "duplicate default server").
  const debianDefault = `server {\n  listen 127.0.0.1:${plain} default_server;\n  server_name _;\n  return 404;\n}\n`;
  const withDefault = join(dir, 'with-default.conf');
  writeFileSync(withDefault, `${example}\n${debianDefault}`);
  const alone = join(dir, 'wizyta.conf');
  writeFileSync(alone, example);
  const beside = startNginx(nginx, join(dir, 'nginx-beside'), withDefault);
  try {
    await expect.poll(() => plainGet(plain, 'wizyta.example')).toBe('301 https://wizyta.example/b/pzu/?a=1');
    expect(await plainGet(plain, 'evil.example')).toBe('404');
  } finally {
    await beside.stop();
  }
  // With Debian's default site removed (docs/deploy.md), the provider's redirect answers every
  // Host on port 80, always to the provider's own name, never to the Host a client wrote.
  const running = startNginx(nginx, join(dir, 'nginx'), alone);
  try {
    await expect.poll(() => plainGet(plain, 'wizyta.example')).toBe('301 https://wizyta.example/b/pzu/?a=1');
    expect(await plainGet(plain, 'evil.example')).toBe('301 https://wizyta.example/b/pzu/?a=1');
    expect(await plainGet(plain, 'wizyta.example.evil.example')).toBe(
      '301 https://wizyta.example/b/pzu/?a=1',
    );
  } finally {
    await running.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
