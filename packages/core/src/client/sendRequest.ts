import type { $Fetch } from 'ofetch';
import type { HttpMethod } from '../api';
import type { RequestOutcome } from './RequestOutcome';

/** One attempt of one call, ready to send. */
export interface OutgoingRequest {
  readonly method: HttpMethod;
  /** Path with its parameters filled in, relative to the client's base URL. */
  readonly path: string;
  readonly query?: Readonly<Record<string, unknown>> | undefined;
  readonly body?: unknown;
  readonly headers: Readonly<Record<string, string>>;
  /** `blob` for file downloads (an error answer is still read by its content type). */
  readonly responseType?: 'blob' | undefined;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal | undefined;
}

/**
 * Sends one attempt through ofetch and reports how it ended, never throwing. ofetch joins the base
 * URL and the query, sends plain values as JSON (FormData as it is) and reads the answer by its
 * content type. Its own retry is off and its `timeout` unused: the client retries itself (only
 * GETs, only network errors and 5xx) and keeps one time limit across a caller's signal, which
 * ofetch's `timeout` would drop.
 */
export async function sendRequest($fetch: $Fetch, request: OutgoingRequest): Promise<RequestOutcome> {
  if (request.signal?.aborted) return { kind: 'aborted' };
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException(`No answer within ${request.timeoutMs} ms`, 'TimeoutError')),
    request.timeoutMs,
  );
  const signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal;
  const download = request.responseType === 'blob';
  try {
    const response = await $fetch.raw(request.path, {
      method: request.method,
      query: request.query,
      body: request.body as BodyInit | Record<string, unknown> | undefined,
      headers: request.headers,
      signal,
      retry: false,
      ignoreResponseError: true,
      // A download's body is read below: the file when it came, else the error answer's `{ code }`.
      ...(download ? { responseType: 'stream' as const } : {}),
    });
    const data = download ? await (response.ok ? response.blob() : errorAnswer(response)) : response._data;
    return { kind: 'response', status: response.status, data };
  } catch (cause) {
    if (request.signal?.aborted) return { kind: 'aborted' };
    if (timeout.signal.aborted) return { kind: 'timeout', timeoutMs: request.timeoutMs };
    return { kind: 'network', cause };
  } finally {
    clearTimeout(timer);
  }
}

/** A download's error answer: its JSON, or its text when it is not JSON. */
async function errorAnswer(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
