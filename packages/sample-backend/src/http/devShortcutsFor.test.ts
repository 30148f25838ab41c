import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../abuse/TrustProxy';
import { createSigningKey } from '../auth/createSigningKey';
import { createBackend } from '../createBackend';
import { RELAXED_RATE_LIMITS } from './RateLimits';

const API = 'http://localhost:8080/patient-portal/api';
const phoneNumber = { prefix: '+48', number: '500100200' };
const signingKey = await createSigningKey();
// Relaxed limits: this file sends many codes to one phone, and the limits are not its subject.
const backend = await createBackend({
  log: () => {},
  signingKey,
  devShortcuts: true,
  rateLimits: RELAXED_RATE_LIMITS,
});

/** The server bindings of a request from `peer`: undefined in process, null a socket with no address. */
function envOf(peer: string | null | undefined) {
  if (peer === undefined) return {};
  return { incoming: { socket: peer === null ? {} : { remoteAddress: peer } } as never };
}

/** A request from the socket peer `peer` (undefined: in process), with the extra `headers`. */
function call(
  peer: string | null | undefined,
  path: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const request = new Request(`${API}/${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return backend.app.fetch(request, envOf(peer));
}

/** What each development shortcut answers this caller: the fixed SMS code, a seeded link, the outbox. */
async function shortcuts(peer: string | null | undefined, headers: Record<string, string> = {}) {
  await call(peer, 'sms-login', { body: { phoneNumber }, headers });
  const fixedCode = await call(peer, 'sms-login/verify', { body: { phoneNumber, code: '123456' }, headers });
  const link = await call(peer, 'token/pacjent/link-pacjent', { headers });
  const outbox = await backend.app.fetch(
    new Request('http://localhost:8080/dev/outbox', { headers: { accept: 'application/json', ...headers } }),
    envOf(peer),
  );
  return [fixedCode.status, link.status, outbox.status];
}

describe('development shortcuts', () => {
  it('serve a caller on this machine: a loopback peer (IPv4, IPv6, mapped) or an in-process call', async () => {
    expect(await shortcuts('127.0.0.1')).toEqual([200, 200, 200]);
    // The link is single use: the first caller took it; the others see the fixed code and the outbox.
    expect(await shortcuts('::1')).toEqual([200, 401, 200]);
    expect(await shortcuts('::ffff:127.0.0.1')).toEqual([200, 401, 200]);
    expect(await shortcuts(undefined)).toEqual([200, 401, 200]);
  });

  it('refuse a peer off the loopback, though the server listens on it', async () => {
    expect(await shortcuts('192.0.2.10')).toEqual([400, 401, 404]);
    expect(await shortcuts('::ffff:192.0.2.11')).toEqual([400, 401, 404]);
  });

  it('refuse a request carrying X-Forwarded-For: a proxy on this machine relaying the network', async () => {
    expect(await shortcuts('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).toEqual([400, 401, 404]);
    expect(await shortcuts(undefined, { 'x-forwarded-for': '198.51.100.4' })).toEqual([400, 401, 404]);
  });

  it('refuse a request carrying any other proxy header: Forwarded, X-Real-IP, Via', async () => {
    const proxyHeaders: Record<string, string>[] = [
      { forwarded: 'for=198.51.100.4' },
      { 'x-real-ip': '198.51.100.4' },
      { via: '1.1 proxy.example' },
    ];
    for (const headers of proxyHeaders)
      expect(await shortcuts('127.0.0.1', headers)).toEqual([400, 401, 404]);
  });

  it('refuse a socket whose peer has no address: only a call with no socket at all is in process', async () => {
    expect(await shortcuts(null)).toEqual([400, 401, 404]);
  });

  it('give the seeded link only to a caller that may use them', async () => {
    const fresh = await createBackend({ log: () => {}, signingKey, devShortcuts: true });
    const link = (peer: string) =>
      fresh.app.fetch(new Request(`${API}/token/nfz/link-nfz`), {
        incoming: { socket: { remoteAddress: peer } } as never,
      });
    expect((await link('192.0.2.10')).status).toBe(401);
    expect((await link('127.0.0.1')).status).toBe(200);
  });

  it('never start with TRUST_PROXY: behind a proxy every request comes from the network', async () => {
    await expect(
      createBackend({ log: () => {}, signingKey, devShortcuts: true, trustProxy: parseTrustProxy('1') }),
    ).rejects.toThrow(/DEV_SHORTCUTS .* never with TRUST_PROXY/);
    await expect(
      createBackend({ log: () => {}, signingKey, trustProxy: parseTrustProxy('1') }),
    ).resolves.toBeDefined();
  });
});
