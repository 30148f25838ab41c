import type { Context } from 'hono';
import type { BackendEnv } from '../BackendEnv';
import type { FaultRule } from './FaultRule';

const INJECTED_MESSAGE = 'Błąd wstrzyknięty przez tryb FAULTS serwera przykładowego.';

/** A body whose stream fails when read: the in-process stand-in for a dropped connection. */
function brokenBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.error(new TypeError('fetch failed: connection dropped (FAULTS)'));
    },
  });
}

/**
 * Answers a request with `rule`'s fault. `drop` destroys the socket when the request came over
 * HTTP (the browser sees a network error); in process (`backend.fetch`) there is no socket, so
 * the response's body fails when read. `error<status>` answers `{ message }` with no catalogue
 * code unless the rule names one (the client then shows the call's default code, spec §8);
 * `unauthorized` answers 401 `{ code: 4311 }` with a Bearer challenge.
 */
export function applyFault(c: Context<BackendEnv>, rule: FaultRule): Response {
  if (rule.kind === 'drop') {
    const socket = c.env?.incoming?.socket;
    if (socket) {
      socket.destroy();
      return new Response(null, { status: 204 });
    }
    return new Response(brokenBody(), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }
  if (rule.kind === 'unauthorized') {
    c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
    return c.json({ code: rule.code ?? 4311, message: 'Sesja wygasła (FAULTS).' }, 401);
  }
  const body =
    rule.code === undefined ? { message: INJECTED_MESSAGE } : { code: rule.code, message: INJECTED_MESSAGE };
  return c.json(body, rule.status as 500);
}
