import { type AppConfig, parseConfig } from '@wizyta/core';

const cache = new Map<string, Promise<AppConfig>>();

/**
 * Fetches and validates `config.json` at `url` (core's schema), once per URL per page, so several
 * elements share one request. A failure is not cached: the next element (or a retry) asks again.
 */
export function loadWidgetConfig(url: string, fetcher: typeof fetch = fetch): Promise<AppConfig> {
  const known = cache.get(url);
  if (known) return known;
  const pending = (async () => {
    const response = await fetcher(url, { headers: { accept: 'application/json' }, credentials: 'omit' });
    if (!response.ok) throw new Error(`Cannot load ${url}: HTTP ${response.status}`);
    return parseConfig(await response.json());
  })();
  cache.set(url, pending);
  pending.catch(() => cache.delete(url));
  return pending;
}
