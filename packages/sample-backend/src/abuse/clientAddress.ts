import type { Context } from 'hono';
import type { BackendEnv } from '../BackendEnv';

/**
 * The caller's network address: the socket's peer, never a forwarded header (a client can write
 * any `X-Forwarded-For`; behind a proxy the real backend reads the proxy's trusted header instead).
 * In-process calls (`backend.fetch`) have no socket and share one key.
 */
export function clientAddress(c: Context<BackendEnv>): string {
  return c.env?.incoming?.socket?.remoteAddress ?? 'in-process';
}
