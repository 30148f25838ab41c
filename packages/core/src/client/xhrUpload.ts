import type { RequestOutcome } from './RequestOutcome';

/** One upload attempt through XMLHttpRequest. */
export interface XhrUploadRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly form: FormData;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal | undefined;
  readonly onProgress?: ((fraction: number) => void) | undefined;
}

/**
 * Posts a form with XMLHttpRequest: the only browser API that reports upload progress (fetch does
 * not). Never throws; reports how the attempt ended like `sendRequest` does.
 */
export function xhrUpload(request: XhrUploadRequest): Promise<RequestOutcome> {
  const { signal, onProgress } = request;
  if (signal?.aborted) return Promise.resolve({ kind: 'aborted' });
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const finish = (outcome: RequestOutcome) => {
      signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    xhr.open('POST', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = request.timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      finish({
        kind: 'response',
        status: xhr.status,
        data: readBody(xhr.responseText, xhr.getResponseHeader('content-type')),
      });
    xhr.onerror = () => finish({ kind: 'network', cause: new Error(`Upload to ${request.url} failed`) });
    xhr.ontimeout = () => finish({ kind: 'timeout', timeoutMs: request.timeoutMs });
    xhr.onabort = () => finish({ kind: 'aborted' });
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(request.form);
  });
}

function readBody(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
