import type { Context } from 'hono';
import { clientAddress } from '../abuse/clientAddress';
import type { BackendEnv } from '../BackendEnv';
import { isLoopback } from './isLoopback';

/**
 * Whether this request may use the development shortcuts (the seeded accounts' fixed SMS code and
 * sign-in links, the outbox page). The server must have been started with them
 * (`BackendOptions.devShortcuts`, refused off the loopback and behind `TRUST_PROXY`), and the
 * request itself must come from this machine: the socket's peer on the loopback (or an in-process
 * call, which has no socket), with no `X-Forwarded-For` — a proxy on this machine relaying someone
 * else's request would otherwise hand the shortcuts to the whole network. The bind address alone
 * proves nothing: a loopback-bound server can still sit behind such a proxy.
 */
export function devShortcutsFor(c: Context<BackendEnv>, devShortcuts: boolean): boolean {
  if (!devShortcuts || c.req.header('x-forwarded-for') !== undefined) return false;
  const peer = clientAddress(c);
  return peer === 'in-process' || isLoopback(peer);
}
