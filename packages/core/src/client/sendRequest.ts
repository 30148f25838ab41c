import type { $Fetch, ResponseType } from 'ofetch';
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
  /** `blob` for file downloads; otherwise ofetch reads the body by its content type. */
  readonly responseType?: ResponseType | undefined;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal | undefined;
}

/**
 * Sends one attempt through ofetch and reports how it ended, never throwing. ofetch's own retry
 * is off (`retry: false`) because the client retries itself — only GETs, only network errors and
 * 5xx — and its `timeout` is not used because ofetch drops it whenever a caller's signal is given.
 */
export async function sendRequest($fetch: $Fetch, request: OutgoingRequest): Promise<RequestOutcome> {
  if (request.signal?.aborted) return { kind: 'aborted' };
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException(`No answer within ${request.timeoutMs} ms`, 'TimeoutError')),
    request.timeoutMs,
  );
  const signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal;
  try {
    const response = await $fetch.raw(request.path, {
      method: request.method,
      query: request.query,
      body: request.body as BodyInit | Record<string, unknown> | undefined,
      headers: request.headers,
      responseType: request.responseType,
      signal,
      retry: false,
      ignoreResponseError: true,
    });
    return { kind: 'response', status: response.status, data: response._data };
  } catch (cause) {
    if (request.signal?.aborted) return { kind: 'aborted' };
    if (timeout.signal.aborted) return { kind: 'timeout', timeoutMs: request.timeoutMs };
    return { kind: 'network', cause };
  } finally {
    clearTimeout(timer);
  }
}
