import { BlockList, isIP } from 'node:net';

/**
 * Which `X-Forwarded-For` entries the server believes (`TRUST_PROXY`). `none`: the socket's peer is
 * the client, the header is ignored (a client can write any header). `hops`: that many reverse
 * proxies stand in front, each appending the address it saw: the client is the entry that many
 * steps from the right (counting the peer). `proxies`: the peer and entries are walked from the
 * right while they are a listed proxy; the first address that is not is the client.
 */
export type TrustProxy =
  | { readonly kind: 'none' }
  | { readonly kind: 'hops'; readonly hops: number }
  | { readonly kind: 'proxies'; readonly list: BlockList; readonly text: string };

export const NO_PROXY: TrustProxy = { kind: 'none' };

function addEntry(list: BlockList, entry: string): void {
  const [address = '', bits] = entry.split('/');
  const family = isIP(address);
  if (family === 0) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR range`);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) {
    list.addAddress(address, type);
    return;
  }
  const prefix = Number(bits);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128) || bits === '')
    throw new Error(`TRUST_PROXY: "${entry}" has an invalid prefix length`);
  list.addSubnet(address, prefix, type);
}

/**
 * Reads `TRUST_PROXY`: unset, empty or `0` → `none`; a positive integer → that many proxy hops;
 * otherwise a comma-separated list of proxy addresses and CIDR ranges (`10.0.0.0/8,::1`).
 * Anything else stops the server with a message naming the entry.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const text = raw?.trim() ?? '';
  if (text === '' || text === '0') return NO_PROXY;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error(`TRUST_PROXY: ${hops} hops is not a plausible proxy chain`);
    return { kind: 'hops', hops };
  }
  const list = new BlockList();
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) addEntry(list, entry);
  return { kind: 'proxies', list, text: entries.join(',') };
}

/** How `TRUST_PROXY` reads, for the start-up banner. */
export function describeTrustProxy(trust: TrustProxy): string {
  if (trust.kind === 'none') return 'brak (X-Forwarded-For ignorowany)';
  if (trust.kind === 'hops') return `${trust.hops} (liczba serwerów pośredniczących)`;
  return trust.text;
}
