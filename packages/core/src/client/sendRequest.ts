import type { HttpMethod } from '../api';
import type { RequestFetch } from './ApiClient';
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

/** Statuses whose answer never has a body. */
const NO_BODY = [101, 204, 205, 304];
const JSON_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i;

/**
 * Sends one attempt over `fetch` (a `Request` to `base` + path) and reports how it ended, never
 * throwing. The client retries itself (only GETs, only network errors and 5xx) and keeps its own
 * time limit, so this is plain `fetch`: a JSON body for plain values, FormData as it is, the answer
 * read by its content type (JSON, text, otherwise a Blob).
 */
export async function sendRequest(
  fetchRequest: RequestFetch,
  base: string,
  request: OutgoingRequest,
): Promise<RequestOutcome> {
  if (request.signal?.aborted) return { kind: 'aborted' };
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException(`No answer within ${request.timeoutMs} ms`, 'TimeoutError')),
    request.timeoutMs,
  );
  const signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal;
  const { body, method } = request;
  const json = body != null && !(body instanceof FormData || body instanceof Blob);
  try {
    const response = await fetchRequest(
      new Request(base + request.path + queryString(request.query), {
        method,
        headers: json ? { ...request.headers, 'content-type': 'application/json' } : request.headers,
        body: json && typeof body !== 'string' ? JSON.stringify(body) : (body as BodyInit | null | undefined),
        signal,
      }),
    );
    return { kind: 'response', status: response.status, data: await readBody(response, request) };
  } catch (cause) {
    if (request.signal?.aborted) return { kind: 'aborted' };
    if (timeout.signal.aborted) return { kind: 'timeout', timeoutMs: request.timeoutMs };
    return { kind: 'network', cause };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `?a=1&b=x&b=y`: undefined values left out, arrays repeated, an empty value as the bare key (as
 * ofetch, which this replaces, wrote them).
 */
export function queryString(query: OutgoingRequest['query']): string {
  const items: string[] = [];
  for (const [key, raw] of Object.entries(query ?? {})) {
    if (raw === undefined) continue;
    const name = encodeURIComponent(key);
    const value = typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : raw;
    if (!value) items.push(name);
    else
      for (const one of Array.isArray(value) ? value : [value])
        items.push(`${name}=${encodeURIComponent(typeof one === 'string' ? one : JSON.stringify(one))}`);
  }
  return items.length > 0 ? `?${items.join('&')}` : '';
}

/**
 * The answer's body: undefined when there is none, else JSON (or its text), text, or a Blob. A
 * download's error answer is read by its content type too, so its `{ code }` reaches the caller.
 */
async function readBody(response: Response, request: OutgoingRequest): Promise<unknown> {
  if (!response.body || NO_BODY.includes(response.status)) return undefined;
  const type = (response.headers.get('content-type') ?? '').split(';')[0] ?? '';
  if (request.responseType === 'blob' && response.ok) return response.blob();
  if (!type || JSON_TYPE.test(type)) {
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      return text; // not JSON after all: the caller judges the text
    }
  }
  return /^text\/|^image\/svg|^application\/(xml|xhtml|html)/.test(type) ? response.text() : response.blob();
}
