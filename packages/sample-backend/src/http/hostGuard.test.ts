import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { allowedHosts } from './hostGuard';

describe('allowedHosts', () => {
  const allowed = allowedHosts('http://localhost:8080', '127.0.0.1');

  it.each(['localhost:8080', 'LOCALHOST:8080', '127.0.0.1:8080', '[::1]:8080', 'localhost'])(
    'answers %s',
    (host) => {
      expect(allowed(host)).toBe(true);
    },
  );

  it.each([
    'rebind.attacker.example:8080',
    'localhost.attacker.example:8080',
    '127.0.0.1.nip.io:8080',
    'attacker.example',
    '',
    undefined,
  ])('refuses %s', (host) => {
    expect(allowed(host)).toBe(false);
  });

  it('answers the public name and a deliberate bind address', () => {
    const exposed = allowedHosts('https://wizyta.test', '192.168.1.10');
    expect([exposed('wizyta.test'), exposed('192.168.1.10:8080'), exposed('other.test')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('a DNS-rebound host against the running server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gets 421 from the API, the sign-in links and the IdP, and nothing of them', async () => {
    const port = new URL(server.url).port;
    const { request } = await import('node:http');
    const get = (path: string, host: string) =>
      new Promise<{ status: number; body: string }>((done, fail) => {
        const call = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => done({ status: res.statusCode ?? 0, body }));
        });
        call.on('error', fail);
        call.end();
      });
    for (const path of [
      '/patient-portal/api/token/pacjent3/link-pacjent3',
      '/config.json',
      '/auth/realms/wizyta/.well-known/openid-configuration',
    ]) {
      const rebound = await get(path, `rebind.attacker.example:${port}`);
      expect(rebound.status, path).toBe(421);
      expect(rebound.body, path).not.toMatch(/access_token|issuer/);
    }
    expect((await get('/config.json', `localhost:${port}`)).status).toBe(200);
  });
});
