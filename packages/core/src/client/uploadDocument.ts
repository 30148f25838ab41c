import { API, UPLOAD_FORM_FIELD } from '../api';
import { AppError } from '../errors/AppError';
import { toAppError } from '../errors/toAppError';
import { validateUpload } from '../validation/validateUpload';
import type { ApiResult, UploadInput, UploadOptions } from './ApiClient';
import type { CallEngine } from './createCallEngine';
import { outcomeToAppError } from './outcomeToAppError';
import { xhrUpload } from './xhrUpload';

/** validateUpload needs at least the first 8 bytes; 16 leave room for longer signatures. */
const HEADER_BYTES = 16;

/**
 * Uploads a document (operation `uploadDocument`). The file is checked with `validateUpload`
 * (size, extension, magic bytes) before anything is sent: a refusal rejects with the validator's
 * code (4133 too large, 4003 otherwise) and `details.validation` (a validation message id).
 *
 * Transport: XMLHttpRequest when the platform has it and no custom `fetch` was injected (the
 * browser: real progress); otherwise fetch, which cannot report upload progress, so `onProgress`
 * gets 0 before sending and 1 after success. An abort rejects with AppError 4003 and
 * `details.aborted: true`. Uploads are never retried.
 */
export async function uploadDocument(
  engine: CallEngine,
  { params, file }: UploadInput,
  { signal, onProgress }: UploadOptions = {},
): Promise<ApiResult<'uploadDocument'>> {
  const operation = API.uploadDocument;
  let path: string;
  try {
    path = engine.path('uploadDocument', params);
  } catch (error) {
    throw toAppError(error, operation.defaultErrorCode);
  }
  const request = `${operation.method} ${path}`;
  if (signal?.aborted) throw outcomeToAppError(operation, request, { kind: 'aborted' });

  const bytes = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const verdict = validateUpload({ name: file.name, size: file.size, bytes });
  if (!verdict.ok)
    throw new AppError(verdict.code, undefined, { details: { request, validation: verdict.message } });

  const form = new FormData();
  form.append(UPLOAD_FORM_FIELD, file, file.name);
  const useXhr = !engine.customFetch && typeof XMLHttpRequest !== 'undefined';
  onProgress?.(0);
  const document = await engine.run(
    'uploadDocument',
    path,
    (headers) =>
      useXhr
        ? xhrUpload({
            url: engine.url(path),
            headers,
            form,
            timeoutMs: engine.uploadTimeoutMs,
            signal,
            onProgress,
          })
        : engine.send({
            method: 'POST',
            path,
            body: form,
            headers,
            timeoutMs: engine.uploadTimeoutMs,
            signal,
          }),
    signal,
  );
  onProgress?.(1);
  return document as ApiResult<'uploadDocument'>;
}
