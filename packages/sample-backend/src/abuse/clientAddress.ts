import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { BackendEnv } from '../BackendEnv';
import { NO_PROXY, type TrustProxy } from './TrustProxy';

/** `::ffff:203.0.113.5` (an IPv4 peer on a dual-stack socket) as `203.0.113.5`; others unchanged. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** The forwarded chain as written, left (the first client) to right (the last proxy's peer). */
function forwardedChain(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((entry) => unmapped(entry.trim().replace(/^\[|\]$/g, '')))
    .filter((entry) => isIP(entry) !== 0);
}

function isListedProxy(trust: TrustProxy, address: string): boolean {
  if (trust.kind !== 'proxies') return false;
  const family = isIP(address);
  return family !== 0 && trust.list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The caller's network address. The socket's peer unless `trust` says which proxies stand in front
 * (`TRUST_PROXY`): only then is `X-Forwarded-For` read, and only as far as the trusted hops go, so
 * a client cannot pick its own bucket by writing the header. In-process calls (`backend.fetch`)
 * have no socket and share one address.
 */
export function clientAddress(c: Context<BackendEnv>, trust: TrustProxy = NO_PROXY): string {
  const peer = c.env?.incoming?.socket?.remoteAddress;
  if (peer === undefined) return 'in-process';
  const chain = [...forwardedChain(c.req.header('x-forwarded-for')), unmapped(peer)];
  if (trust.kind === 'none') return unmapped(peer);
  if (trust.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? unmapped(peer);
  let index = chain.length - 1;
  while (index > 0 && isListedProxy(trust, chain[index] ?? '')) index -= 1;
  return chain[index] ?? unmapped(peer);
}

/** The eight groups of an IPv6 address, zero-filled, or undefined when it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((group) => group.padStart(4, '0'));
}

/**
 * The key a per-address limit counts under: an IPv4 address as it is, an IPv6 address by its /64
 * (one host or home network is normally given a whole /64, so keying by /128 would let it rotate
 * through 2^64 buckets). Anything else (the in-process marker) as it is.
 */
export function addressKey(address: string): string {
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

/** {@link clientAddress} as a limit's key ({@link addressKey}). */
export function clientKey(c: Context<BackendEnv>, trust: TrustProxy = NO_PROXY): string {
  return addressKey(clientAddress(c, trust));
}
