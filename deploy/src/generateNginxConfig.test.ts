import { describe, expect, it } from 'vitest';
import { parseBrandsFile } from './brandsFile';
import type { DeploymentInput } from './DeploymentInput';
import { generateNginxConfig } from './generateNginxConfig';

const brands = parseBrandsFile(
  {
    default: { allowedIframeDataSources: [], embeddedContentOrigins: ['https://wideo.vendor.example'] },
    brands: { welbi: { allowedIframeDataSources: ['https://www.welbi.pl'] } },
  },
  'brands.json',
);

function config(origin: string, extra: Partial<DeploymentInput> = {}): string {
  return generateNginxConfig({
    origin,
    api: 'http://127.0.0.1:9000',
    idp: 'http://127.0.0.1:9080',
    alsoProxy: [],
    root: '/srv/wizyta',
    tls: { certificate: '/etc/ssl/wizyta/fullchain.pem', key: '/etc/ssl/wizyta/privkey.pem' },
    brands,
    release: '0.3.1',
    command: 'npm run deploy:config -- …',
    ...extra,
  });
}

/** Each `location` block's own lines (nested blocks cut out), with its head. */
function locations(text: string): Array<{ head: string; body: string }> {
  return [...text.matchAll(/^\s*location ([^{]+)\{\n([\s\S]*?)^\s*}/gm)].map(([, head = '', body = '']) => ({
    head: head.trim(),
    body,
  }));
}

describe('generateNginxConfig', () => {
  it('serves https with HTTP/2 as nginx 1.22 spells it, and redirects http', () => {
    const text = config('https://wizyta.example');
    expect(text).toContain('listen 443 ssl http2;');
    expect(text).not.toMatch(/^\s*http2 on;/m);
    expect(text).toContain('ssl_certificate /etc/ssl/wizyta/fullchain.pem;');
    expect(text).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    expect(text).toMatch(
      /listen 80;\n\s*listen \[::\]:80;\n\s*server_name wizyta\.example;\n\s*server_tokens off;\n\s*return 301 https:\/\/wizyta\.example\$request_uri;/,
    );
    expect(text).not.toContain('$host');
  });

  it("declares no port-80 default server (Debian's default site has one: nginx -t would refuse a second)", () => {
    const text = config('https://wizyta.example');
    expect(text).not.toMatch(/listen (\[::\]:)?80 default_server/);
    expect(text.match(/listen (\[::\]:)?80\b/g)).toHaveLength(2);
  });

  it('sends HSTS from every location of an https origin, the proxied ones included', () => {
    for (const { head, body } of locations(config('https://wizyta.example'))) {
      if (body.includes('return 404')) continue;
      expect(body, head).toContain(
        'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
      );
    }
  });

  it('names the CSP collector in every CSP and in Reporting-Endpoints when there is one', () => {
    const text = config('https://wizyta.example', { reportTo: 'https://csp.wizyta.example/report' });
    const csps = [...text.matchAll(/"(default-src [^"]*)"/g)].map(([, csp]) => csp);
    expect(csps.length).toBeGreaterThan(40);
    for (const csp of csps) expect(csp).toMatch(/; report-to csp$/);
    for (const { head, body } of locations(text)) {
      if (body.includes('Content-Security-Policy')) {
        expect(body, head).toContain(
          'add_header Reporting-Endpoints "csp=\\"https://csp.wizyta.example/report\\"" always;',
        );
      }
    }
  });

  it('passes the client address it saw to the API and refuses any other Host with 421', () => {
    const text = config('https://wizyta.example');
    expect(text).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(text).not.toContain('$proxy_add_x_forwarded_for');
    const fallback = /server \{\n\s*listen 443 ssl http2 default_server;[\s\S]*?\n}/.exec(text)?.[0] ?? '';
    expect(fallback).toContain('listen [::]:443 ssl http2 default_server;');
    expect(fallback).toContain('ssl_reject_handshake on;');
    expect(fallback).toContain('return 421;');
    expect(config('http://localhost:8480')).toMatch(
      /listen 127\.0\.0\.1:8480 default_server;\n\s*server_name _;/,
    );
  });

  it('listens on the loopback only, without TLS or HSTS, for a development origin', () => {
    const text = config('http://localhost:8480');
    expect(text).toContain('listen 127.0.0.1:8480;');
    expect(text).not.toContain('Strict-Transport-Security');
    expect(text).not.toContain('return 301');
  });

  it('proxies a further prefix to the API under its bare name too (the payment simulator: POST /pay)', () => {
    const text = config('http://localhost:8480', { alsoProxy: ['/pay/'] });
    expect(text).toMatch(/location = \/pay \{\n\s+proxy_pass http:\/\/127\.0\.0\.1:9000;/);
    expect(text).toMatch(/location \^~ \/pay\/ \{\n\s+proxy_pass http:\/\/127\.0\.0\.1:9000;/);
  });

  it('answers CORS for each trusted origin exactly (a regex anchored at both ends)', () => {
    expect(config('https://wizyta.example')).toContain('"~^https://www\\.welbi\\.pl$" $http_origin;');
  });
});
