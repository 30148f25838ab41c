import { isLoopbackHost } from '../security/isLoopbackHost';

/**
 * Why a trust-list entry is not an exact origin (`scheme://host[:port]`), or `null` when it is one.
 * The list is compared with `event.origin` by strict equality, so only the exact string the
 * browser reports is useful: `https://App.pl`, `https://app.pl:443` or `https://app.pl/` would
 * never match and are rejected instead of being silently dead.
 */
export function originError(entry: string): string | null {
  if (entry.includes('*')) return 'wildcards are not allowed; list each origin exactly';
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return 'not an origin (expected scheme://host[:port], e.g. https://app.insurer.pl)';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'only http and https origins are allowed';
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return 'http is allowed only for the loopback (localhost, 127.0.0.1) in development; use https';
  }
  if (url.origin !== entry) {
    return `not an exact origin: no path, query, fragment, credentials, trailing slash, default port or upper case (did you mean ${url.origin}?)`;
  }
  return null;
}
