import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyProvider } from './verifyProvider';

let server: Server | undefined;

afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  const listening = server;
  return new Promise((resolve) =>
    listening.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(listening.address() as AddressInfo).port}`),
    ),
  );
}

const user = { username: 'pacjent', password: 'pacjent' };

describe('verifyProvider', () => {
  it('counts every request it sends: a redirect is never followed behind the count', async () => {
    let hits = 0;
    // Every answer sends the caller somewhere else on the same server (a redirect loop).
    const api = await listen((_request, response) => {
      hits += 1;
      response.writeHead(302, { location: `/elsewhere-${hits}` }).end();
    });
    const report = await verifyProvider({ api, idp: `${api}/auth/realms/wizyta`, user, maxRequests: 40 });
    expect(report.requests).toBeLessThanOrEqual(40);
    expect(hits).toBe(report.requests);
  });

  it('fails the host line when nothing answers at all (a refused connection is not a refused Host)', async () => {
    const api = await listen(() => {});
    await new Promise((done) => server?.close(done));
    server = undefined;
    const report = await verifyProvider({ api, idp: `${api}/auth/realms/wizyta`, maxRequests: 40 });
    expect(report.results.find((result) => result.control === 'host')).toMatchObject({
      outcome: 'fail',
      why: expect.stringMatching(/ECONNREFUSED/),
    });
  });

  it('fails the host line when the server answers garbage after connecting (only a reset or a TLS alert refuses a Host)', async () => {
    const tcp = createTcpServer((socket) => socket.end('not http at all\r\n\r\n', () => socket.destroy()));
    await new Promise<void>((done) => tcp.listen(0, '127.0.0.1', done));
    const api = `http://127.0.0.1:${(tcp.address() as AddressInfo).port}`;
    try {
      const report = await verifyProvider({
        api,
        idp: `${api}/auth/realms/wizyta`,
        maxRequests: 40,
        timeoutMs: 500,
      });
      expect(report.results.find((result) => result.control === 'host')).toMatchObject({ outcome: 'fail' });
    } finally {
      await new Promise((done) => tcp.close(done));
    }
  });
});
