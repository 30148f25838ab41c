import type { Context } from 'hono';
import { clientAddress } from '../abuse/clientAddress';
import type { BackendEnv } from '../BackendEnv';
import { isLoopback } from './isLoopback';

/**
 * Whether this request may use the development shortcuts (the seeded accounts' fixed SMS code and
 * sign-in links, the outbox page). The server must have been started with them
 * (`BackendOptions.devShortcuts`, refused off the loopback and behind `TRUST_PROXY`), and the
 * request itself must come from this machine: the socket's peer on the loopback (or an in-process
 * call, which has no incoming request at all; a socket without an address is refused), with no
 * proxy header (`X-Forwarded-For`, `Forwarded`, `X-Real-IP`, `Via`) — a proxy on this machine
 * relaying someone else's request would otherwise hand the shortcuts to the whole network. The bind
 * address alone proves nothing: a loopback-bound server can still sit behind such a proxy.
 */
export function devShortcutsFor(c: Context<BackendEnv>, devShortcuts: boolean): boolean {
  if (!devShortcuts || PROXY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  if (c.env?.incoming === undefined) return true;
  const peer = clientAddress(c);
  return peer !== 'in-process' && isLoopback(peer);
}

/** Headers a proxy adds: any of them means the request may come from elsewhere. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via'] as const;
