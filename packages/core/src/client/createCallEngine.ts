import { createFetch } from 'ofetch';
import type { ApiOperation, ApiOperationName } from '../api/contract';
import { fillPath } from '../api/fillPath';
import { AppError } from '../errors/AppError';
import { toAppError } from '../errors/toAppError';
import type { ApiCallOptions, ApiClientOptions } from './ApiClient';
import { outcomeToAppError, SESSION_EXPIRED_CODE } from './outcomeToAppError';
import { parseResponse } from './parseResponse';
import { isRetryable, type RequestOutcome } from './RequestOutcome';
import { resolveApiBase } from './resolveApiBase';
import { type OutgoingRequest, sendRequest } from './sendRequest';
import { sleep } from './sleep';

/** Default time limit of one attempt: 15 s, then the call fails with 4191. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Default waits before the two retries of a GET. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [300, 900];

/** The loosely typed input of one operation; the typed methods narrow it. */
export interface RawCallInput {
  readonly params?: Readonly<Record<string, string | number>> | undefined;
  readonly query?: Readonly<Record<string, unknown>> | undefined;
  readonly body?: unknown;
}

/** Sends one attempt with the given headers (the bearer token, when the call needs one). */
export type Attempt = (headers: Readonly<Record<string, string>>) => Promise<RequestOutcome>;

/** The machinery shared by every client method. */
export interface CallEngine {
  /** Runs a JSON (or binary) operation end to end and resolves to its parsed answer. */
  call(name: ApiOperationName, input: RawCallInput, options?: ApiCallOptions): Promise<unknown>;
  /**
   * Runs `attempt` under the operation's rules: token, retries (GET, or a call with an
   * idempotency key), error mapping, parsing.
   */
  run(
    name: ApiOperationName,
    path: string,
    attempt: Attempt,
    signal?: AbortSignal,
    idempotent?: boolean,
  ): Promise<unknown>;
  /** Sends one attempt through ofetch (JSON, FormData or binary). */
  send(request: OutgoingRequest): Promise<RequestOutcome>;
  /** The operation's path with its parameters filled in and URL-encoded. */
  path(name: ApiOperationName, params?: RawCallInput['params']): string;
  /** The absolute URL of a path. */
  url(path: string): string;
  /** Whether the options injected a `fetch` (then uploads use it too, never XMLHttpRequest). */
  readonly customFetch: boolean;
  /** Time limit of an upload, in ms. */
  readonly uploadTimeoutMs: number;
}

/** The operations an engine serves: the whole `API` contract, or a part of it. */
export type Operations = Readonly<Partial<Record<ApiOperationName, ApiOperation>>>;

/**
 * Builds the engine behind {@link createApiClient} for `operations` (the `API` contract or a part
 * of it, e.g. `BOOKING_CLIENT_OPERATIONS`): an operation outside them is a caller's bug (4982).
 */
export function createCallEngine(operations: Operations, options: ApiClientOptions): CallEngine {
  const operationOf = (name: ApiOperationName): ApiOperation => {
    const operation = operations[name];
    if (!operation) throw new Error(`[wizyta/api] ${name} is not an operation of this client`);
    return operation;
  };
  const pathOf = (name: ApiOperationName, params?: RawCallInput['params']) =>
    fillPath(name, operationOf(name).path, params);
  const base = resolveApiBase(options.config.apiUrl);
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // ofetch over the client's fetch (a Request each time, so a test's or the backend's `fetch`
  // receives what a browser would send).
  const $fetch = createFetch({ fetch: (input, init) => fetchImpl(new Request(input, init)) }).create({
    baseURL: base,
  });
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;

  async function headersFor(name: ApiOperationName, request: string): Promise<Record<string, string>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (!operationOf(name).auth) return headers;
    let token: string | undefined;
    try {
      token = await options.getToken();
    } catch (error) {
      // The session failed to refresh: it already knows, so onUnauthorized is not called.
      throw toAppError(error, SESSION_EXPIRED_CODE);
    }
    if (!token) throw unauthorized(request, { reason: 'no token' });
    headers.authorization = `Bearer ${token}`;
    return headers;
  }

  function unauthorized(request: string, details: Readonly<Record<string, unknown>>): AppError {
    Promise.resolve()
      .then(options.onUnauthorized)
      .catch((error: unknown) => console.error('[wizyta/api] onUnauthorized failed', error));
    return new AppError(SESSION_EXPIRED_CODE, undefined, { details: { request, ...details } });
  }

  async function run(
    name: ApiOperationName,
    path: string,
    attempt: Attempt,
    signal?: AbortSignal,
    idempotent = false,
  ) {
    const operation = operationOf(name);
    const request = `${operation.method} ${path}`;
    const delays = operation.method === 'GET' || idempotent ? retryDelays : [];
    // A 401 is answered before anything is done, so one retry with a fresh token is safe.
    let refreshed = false;
    try {
      for (let tried = 0; ; tried++) {
        const outcome = await attempt(await headersFor(name, request));
        if (outcome.kind === 'response' && outcome.status >= 200 && outcome.status < 300)
          return parseResponse(operation, request, outcome.data);
        const delay = delays[tried];
        // A keyed POST that timed out may have been done: repeating it is exactly what the key is for.
        const retryable = isRetryable(outcome) || (idempotent && outcome.kind === 'timeout');
        if (delay !== undefined && retryable) {
          if (await sleep(delay, signal)) continue;
          throw outcomeToAppError(operation, request, { kind: 'aborted' });
        }
        if (outcome.kind === 'response' && outcome.status === 401 && operation.auth) {
          if (!refreshed && options.refreshToken) {
            refreshed = true;
            if (await options.refreshToken()) continue;
          }
          throw unauthorized(request, { status: 401 });
        }
        throw outcomeToAppError(operation, request, outcome);
      }
    } catch (error) {
      if (signal?.aborted && !(error instanceof AppError))
        throw outcomeToAppError(operation, request, { kind: 'aborted' });
      throw toAppError(error);
    }
  }

  return {
    customFetch: options.fetch !== undefined,
    uploadTimeoutMs: options.uploadTimeoutMs ?? 120_000,
    path: pathOf,
    url: (path) => `${base}${path}`,
    run,
    send: (request) => sendRequest($fetch, request),
    async call(name, input, callOptions = {}) {
      let operation: ApiOperation;
      let path: string;
      try {
        operation = operationOf(name);
        path = pathOf(name, input.params);
      } catch (error) {
        throw toAppError(error); // a missing path parameter: a caller's bug, 4982
      }
      return run(
        name,
        path,
        (headers) =>
          sendRequest($fetch, {
            method: operation.method,
            path,
            query: input.query,
            body: input.body,
            headers: callOptions.idempotencyKey
              ? { ...headers, 'idempotency-key': callOptions.idempotencyKey }
              : headers,
            responseType: operation.response === 'binary' ? 'blob' : undefined,
            timeoutMs,
            signal: callOptions.signal,
          }),
        callOptions.signal,
        callOptions.idempotencyKey !== undefined,
      );
    },
  };
}
