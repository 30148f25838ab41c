import type * as z from 'zod/mini';
import { API, type ApiOperation, type ApiOperationName } from '../api';
import { fillPath } from '../api/fillPath';
import { ErrorPayloadSchema } from '../schemas';
import { describeMismatches } from './describeMismatches';

/** A `fetch` that takes one `Request`: `globalThis.fetch` or a backend's in-process `fetch`. */
export type CheckFetch = (request: Request) => Promise<Response>;

/** What one checked call found. */
export interface CallReport {
  readonly op: ApiOperationName;
  /** `GET /patient-portal/api/appointments/:id`: the contract's template, never the filled ids. */
  readonly call: string;
  /** The HTTP status, or 0 when no answer came (network error, timeout). */
  readonly status: number;
  /** Every way the answer broke the contract; empty when it kept it. */
  readonly mismatches: readonly string[];
}

/** The input of one call: path parameters, query, JSON body, bearer token, extra headers. */
export interface CallInput {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number>>;
  readonly body?: unknown;
  readonly token?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * What a conforming backend answers: `success` (a 2xx with the contract's body; the default),
   * an error status (`401`, `404`…) with the `{ code, message }` envelope, or `either` where the
   * account's data decides (a visit's doctor documentation may not exist yet: 404).
   */
  readonly expect?: 'success' | 'either' | number;
}

/** Runs contract calls against one backend and keeps a report of each. */
export interface CallChecker {
  /** Sends `op`, checks the answer, records it; resolves to the parsed JSON body when it conforms. */
  call(op: ApiOperationName, input?: CallInput): Promise<unknown>;
  /** Adds a mismatch the schema cannot see (e.g. two answers that must agree) to `op`'s last call. */
  note(op: ApiOperationName, mismatch: string): void;
  readonly reports: readonly CallReport[];
}

async function readJson(response: Response): Promise<{ value: unknown } | { error: string }> {
  const text = await response.text();
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { error: `(root): expected a JSON body, got ${text === '' ? 'an empty body' : 'something else'}` };
  }
}

/** The mismatches of a successful answer to `operation`. */
async function checkSuccess(operation: ApiOperation, response: Response) {
  const { response: expected } = operation;
  if (expected === 'empty') {
    const text = await response.text();
    return {
      mismatches: text === '' ? [] : ['(root): expected no body (204), got a body'],
      value: undefined,
    };
  }
  if (expected === 'binary') {
    const bytes = (await response.arrayBuffer()).byteLength;
    const type = response.headers.get('content-type');
    const mismatches = [
      ...(bytes === 0 ? ['(root): expected the bytes of a file, got an empty body'] : []),
      ...(type ? [] : ['Content-Type: expected the type of the file, got nothing']),
    ];
    return { mismatches, value: undefined };
  }
  const json = await readJson(response);
  if ('error' in json) return { mismatches: [json.error], value: undefined };
  const mismatches = describeMismatches(expected as z.ZodMiniType, json.value);
  return { mismatches, value: mismatches.length === 0 ? json.value : undefined };
}

/** Checks one answer as `expect` says; resolves to its conforming JSON body, if any. */
async function judge(
  response: Response,
  expect: NonNullable<CallInput['expect']>,
  operation: ApiOperation,
  report: (status: number, mismatches: readonly string[]) => void,
): Promise<unknown> {
  if (expect !== 'success' && expect !== 'either' && response.ok) {
    report(response.status, [`(status): expected status ${expect}, got ${response.status}`]);
    return undefined;
  }
  if (response.ok) {
    const { mismatches, value } = await checkSuccess(operation, response);
    report(response.status, mismatches);
    return value;
  }
  const json = await readJson(response);
  const envelope = 'error' in json ? [json.error] : describeMismatches(ErrorPayloadSchema, json.value);
  const status =
    expect === 'either' || response.status === expect
      ? []
      : [
          `(status): expected ${expect === 'success' ? 'a 2xx answer' : `status ${expect}`}, got ${response.status}`,
        ];
  report(response.status, [...status, ...envelope.map((line) => `(error envelope) ${line}`)]);
  return undefined;
}

/**
 * A checker of calls to the backend at `apiBase` (an origin, or an origin with a gateway prefix).
 * Each call is sent as the contract says (method, filled path, query, JSON body, bearer token),
 * with a time limit, and its answer checked against the contract's schema — or, for a call that
 * should fail, against the error envelope.
 */
export function createCallChecker(apiBase: string, fetch: CheckFetch, timeoutMs = 15_000): CallChecker {
  const reports: { -readonly [K in keyof CallReport]: CallReport[K] }[] = [];
  const call = async (op: ApiOperationName, input: CallInput = {}): Promise<unknown> => {
    const operation: ApiOperation = API[op];
    const url = new URL(`${apiBase}${fillPath(op, operation.path, input.params)}`);
    for (const [name, value] of Object.entries(input.query ?? {})) url.searchParams.set(name, String(value));
    const headers = new Headers(input.headers);
    if (input.token) headers.set('Authorization', `Bearer ${input.token}`);
    if (input.body !== undefined) headers.set('Content-Type', 'application/json');
    headers.set('Accept', 'application/json');
    const report = (status: number, mismatches: readonly string[]) =>
      reports.push({ op, call: `${operation.method} ${operation.path}`, status, mismatches });
    let response: Response;
    try {
      response = await fetch(
        new Request(url, {
          method: operation.method,
          headers,
          ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
          signal: AbortSignal.timeout(timeoutMs),
        }),
      );
    } catch (error) {
      report(0, [`(request): no answer (${error instanceof Error ? error.message : String(error)})`]);
      return undefined;
    }
    try {
      return await judge(response, input.expect ?? 'success', operation, report);
    } catch (error) {
      // A body cut off mid-way (a dropped connection, the time limit) is no answer either.
      report(response.status, [
        `(body): could not be read (${error instanceof Error ? error.message : String(error)})`,
      ]);
      return undefined;
    }
  };
  const note = (op: ApiOperationName, mismatch: string) => {
    const last = reports.findLast((report) => report.op === op);
    if (last) last.mismatches = [...last.mismatches, mismatch];
  };
  return { call, note, reports };
}
