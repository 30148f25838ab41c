import { API, type ApiOperationName } from '@wizyta/core';
import { type InProcessServer, TEST_ORIGIN } from './signInBySms';

/** How to call one operation in a test. */
export interface CallInit {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  /** A JSON body, or FormData for an upload. */
  body?: unknown;
  /** The access token (without `Bearer`). */
  token?: string;
  headers?: Record<string, string>;
  /** A brand deployment's API base path (`/gw/<type>`); the root API (GENERAL) without. */
  base?: string;
}

/**
 * Calls an operation of the contract by name in process: method and path from core's `API`
 * table, `:params` URL-encoded, a JSON or multipart body. Answers the raw Response so tests can
 * check statuses and error payloads as well as data.
 */
export function callApi(
  server: InProcessServer,
  name: ApiOperationName,
  init: CallInit = {},
): Promise<Response> {
  const operation = API[name];
  const path = operation.path.replace(/:([A-Za-z]+)/g, (_m, param: string) =>
    encodeURIComponent(String(init.params?.[param] ?? '')),
  );
  const url = new URL(`${TEST_ORIGIN}${init.base ?? ''}${path}`);
  for (const [key, value] of Object.entries(init.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.body);
  }
  return server.fetch(new Request(url, { method: operation.method, headers, body }));
}

/**
 * Reads an answer as the contract says it must look: parsed with the operation's response schema,
 * `undefined` for a 204, the bytes for a file. Throws (failing the test) on any mismatch.
 */
export async function readAnswer(name: ApiOperationName, response: Response): Promise<unknown> {
  const expected = API[name].response;
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
  if (expected === 'empty') {
    if (response.status !== 204) throw new Error(`${name} should answer 204, answered ${response.status}`);
    return undefined;
  }
  if (expected === 'binary') return new Uint8Array(await response.arrayBuffer());
  return expected.parse(await response.json());
}
