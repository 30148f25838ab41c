import { isPartnerType } from '@wizyta/core/brands/PARTNER_TYPES';

const cache = new Map<string, Promise<string>>();

/**
 * The brand of the `config.json` at `url` (its `type`), which picks the flow frame's brand. Only
 * that field is read: the frame loads and validates the whole configuration itself, from the
 * provider. Once per URL per page; a failure is not kept.
 */
export function fetchBrandType(url: string): Promise<string> {
  const known = cache.get(url);
  if (known) return known;
  const pending = fetch(url, { headers: { accept: 'application/json' }, credentials: 'omit' })
    .then((response) => {
      if (!response.ok) throw new Error(`Cannot load ${url}: HTTP ${response.status}`);
      return response.json() as Promise<{ type?: unknown }>;
    })
    .then(({ type }) => {
      if (typeof type !== 'string' || !isPartnerType(type)) throw new Error(`${url} names no brand`);
      return type;
    });
  cache.set(url, pending);
  pending.catch(() => cache.delete(url));
  return pending;
}
