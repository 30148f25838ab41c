import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { BackendEnv } from '../BackendEnv';
import { addressKey, clientAddress } from './clientAddress';
import { parseTrustProxy, type TrustProxy } from './TrustProxy';

async function resolve(trust: TrustProxy, peer: string, forwarded?: string): Promise<string> {
  const app = new Hono<BackendEnv>();
  app.get('/', (c) => c.text(clientAddress(c, trust)));
  const headers = forwarded === undefined ? undefined : { 'x-forwarded-for': forwarded };
  const incoming = { socket: { remoteAddress: peer } } as unknown as HttpBindings['incoming'];
  return (await app.fetch(new Request('http://localhost/', { headers }), { incoming })).text();
}

describe('clientAddress', () => {
  it('is the socket’s peer without TRUST_PROXY, whatever X-Forwarded-For says', async () => {
    expect(await resolve(parseTrustProxy(undefined), '203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
    expect(await resolve(parseTrustProxy('0'), '::ffff:203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
  });

  it('takes the address the trusted hops saw, not one a client wrote in front', async () => {
    const oneHop = parseTrustProxy('1');
    expect(await resolve(oneHop, '10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
    // The client forged an entry; the proxy appended what it saw.
    expect(await resolve(oneHop, '10.0.0.2', '1.1.1.1, 198.51.100.7')).toBe('198.51.100.7');
    // Two proxies (a load balancer, then nginx).
    expect(await resolve(parseTrustProxy('2'), '10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.9')).toBe(
      '198.51.100.7',
    );
    // A direct connection (no header) is its own client.
    expect(await resolve(oneHop, '198.51.100.8')).toBe('198.51.100.8');
  });

  it('walks back over listed proxies only; a peer that is no proxy is the client', async () => {
    const listed = parseTrustProxy('10.0.0.0/8, 2001:db8:ffff::1');
    expect(await resolve(listed, '10.0.0.2', '6.6.6.6, 198.51.100.7, 10.1.2.3')).toBe('198.51.100.7');
    expect(await resolve(listed, '2001:db8:ffff::1', '2001:db8:1:2::99')).toBe('2001:db8:1:2::99');
    // Not through the proxy: the forged header is ignored.
    expect(await resolve(listed, '198.51.100.9', '10.0.0.5, 6.6.6.6')).toBe('198.51.100.9');
  });

  it('refuses a TRUST_PROXY it cannot read', () => {
    for (const raw of ['proxy.example', '10.0.0.0/33', '10.0.0.1/', '99'])
      expect(() => parseTrustProxy(raw), raw).toThrow(/TRUST_PROXY/);
  });
});

describe('addressKey', () => {
  it('keys IPv6 by /64 and IPv4 by address', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:0db8:0001:0002::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('in-process')).toBe('in-process');
  });
});
