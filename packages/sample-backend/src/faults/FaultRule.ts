/** An HTTP method a fault can be limited to. */
export type FaultMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * What a fault does to a matching request:
 * - `latency`: waits `latencyMs` before the request goes on (adds up with other latency rules);
 * - `error<status>` (`error500`, `error503`, `error429`…): answers that status with a JSON body
 *   without a catalogue code (so the client shows the call's default code), or with `code`;
 * - `drop`: destroys the connection without an answer (the browser sees a network error);
 * - `lose`: lets the request run, then destroys the connection instead of answering: the server
 *   did the work and the client never hears of it (a proxy timeout after a booking);
 * - `unauthorized`: answers 401 `{ code: 4311 }`, like an access token revoked mid-flow.
 */
export type FaultKind = 'latency' | 'drop' | 'lose' | 'unauthorized' | `error${number}`;

/** A fault as a test asks for it (`ctx.faults.inject(...)`, `POST /__faults`). */
export interface FaultRequest {
  kind: FaultKind;
  /**
   * Which paths: starting with `/`, an anchored glob (`*` one segment's characters, `**`
   * anything); otherwise a plain substring of the path. Default: every API path
   * (`/patient-portal/**`, `/visit-api/**`).
   */
  path?: string;
  /** Only requests with this method (default: any). */
  method?: FaultMethod;
  /** Only the next `times` matching requests, then the rule expires (default: no limit). */
  times?: number;
  /** Chance per matching request, 0..1 (default 1). Drawn from the seeded generator. */
  probability?: number;
  /** For `latency`: milliseconds to wait. */
  latencyMs?: number;
  /** For `error<status>`: a catalogue code to put in the body (default: none). */
  code?: number;
  /**
   * Only requests of this client: a browser whose User-Agent carries `wizyta-client/<client>`
   * (see {@link clientOf}), so tests running side by side against one backend fire only their
   * own faults. Default: every client.
   */
  client?: string;
}

/** A parsed, active fault rule. */
export interface FaultRule {
  /** Stable id, for logs and `GET /__faults`. */
  id: number;
  kind: FaultKind;
  /** The path pattern, or `undefined` for the default API scope. */
  path: string | undefined;
  method: FaultMethod | undefined;
  /** Remaining firings; `undefined` is unlimited. */
  remaining: number | undefined;
  probability: number;
  latencyMs: number;
  /** HTTP status answered by `error<status>`, 401 by `unauthorized`, 0 otherwise. */
  status: number;
  code: number | undefined;
  /** The client the rule is limited to, or `undefined` for every client. */
  client: string | undefined;
}

/** HTTP methods a rule may name. */
export const FAULT_METHODS: readonly FaultMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

const CLIENT_NAME = '[A-Za-z0-9_.-]{1,64}';

/** A client name: what may follow `wizyta-client/` in a User-Agent. */
export const FAULT_CLIENT = new RegExp(`^${CLIENT_NAME}$`);

const CLIENT_IN_USER_AGENT = new RegExp(`(?:^|\\s)wizyta-client/(${CLIENT_NAME})(?:\\s|$)`);

/**
 * The client a request comes from: the name after `wizyta-client/` in its User-Agent (a test's
 * browser context sets it), or `undefined` for any other request.
 */
export function clientOf(userAgent: string | undefined): string | undefined {
  return userAgent?.match(CLIENT_IN_USER_AGENT)?.[1];
}
