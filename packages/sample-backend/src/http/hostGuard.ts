import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLoopback } from './isLoopback';

/** The host name of a `Host` header (`localhost:8080` → `localhost`, `[::1]:8080` → `[::1]`). */
function hostNameOf(header: string): string {
  const bracketed = /^\[[^\]]*\]/.exec(header);
  if (bracketed) return bracketed[0].toLowerCase();
  return (header.split(':')[0] ?? '').toLowerCase();
}

/**
 * The host names the dev server answers to: the loopback names, the host of the origin browsers
 * use (`ISSUER_ORIGIN`) and, when the server is bound elsewhere on purpose, that address. Any other
 * `Host` is a page that rebound its own name to this machine (DNS rebinding: `rebind.attacker:8080`
 * resolving to 127.0.0.1), which would otherwise call the seeded accounts' sign-in links and fixed
 * SMS code as a same-origin page of its own.
 */
export function allowedHosts(
  issuerOrigin: string,
  bindHost: string,
): (hostHeader: string | undefined) => boolean {
  const names = new Set([new URL(issuerOrigin).hostname.toLowerCase(), hostNameOf(bindHost)]);
  return (hostHeader) => {
    if (!hostHeader) return false;
    const name = hostNameOf(hostHeader);
    return isLoopback(name) || names.has(name);
  };
}

/** Answers a request for another host with 421 Misdirected Request; true when it did. */
export function refuseOtherHost(
  req: IncomingMessage,
  res: ServerResponse,
  allowed: (hostHeader: string | undefined) => boolean,
): boolean {
  if (allowed(req.headers.host)) return false;
  res.writeHead(421, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ code: 4191, message: 'Nieznana nazwa serwera.' }));
  return true;
}
