import {
  connectTestClient,
  createScenario,
  SAMPLE_PDF_BYTES,
  type Scenario,
  samplePdf,
  type TestClient,
} from '@wizyta/testkit/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/AppError';
import type { RequestFetch } from './ApiClient';

let t: TestClient;
let s: Scenario;
beforeAll(async () => {
  t = await connectTestClient();
  s = createScenario(t.client);
});
afterEach(() => t.intercept(undefined));

/** Ids that need no backend route: the refusals and the wrappers below never reach one. */
const SOME_PARAMS = { appointmentId: 'v-1', patientId: 'p-1' };

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('uploadDocument: refused before sending', () => {
  it.each([
    [
      'too large',
      Object.assign(new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]), { name: 'skan.pdf' }),
      4133,
      'validation.fileTooLarge',
    ],
    ['empty', Object.assign(new Blob([]), { name: 'pusty.pdf' }), 4003, 'validation.fileEmpty'],
    [
      'an executable renamed .pdf',
      Object.assign(new Blob(['MZ\x90\x00\x03\x00\x00\x00']), { name: 'faktura.pdf' }),
      4003,
      'validation.fileContentMismatch',
    ],
    [
      'not an allowed type',
      Object.assign(new Blob([SAMPLE_PDF_BYTES]), { name: 'opis.docx' }),
      4003,
      'validation.fileTypeNotAllowed',
    ],
  ])('%s: refused with its code, no request made', async (_what, file, code, message) => {
    const before = t.requests.length;
    const progress: number[] = [];
    const error = await failure(
      t.client.uploadDocument({ params: SOME_PARAMS, file }, { onProgress: (f) => progress.push(f) }),
    );
    expect(error).toMatchObject({ code, details: { validation: message } });
    expect(t.requests.length).toBe(before);
    expect(progress).toEqual([]);
  });
});

describe('uploadDocument: sending', () => {
  it('posts multipart with the file in field "file" and the bearer token', async () => {
    t.intercept(async () => new Response(null, { status: 500 }));
    await failure(t.client.uploadDocument({ params: SOME_PARAMS, file: samplePdf() }));
    const sent = t.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(new URL(sent.url).pathname).toBe('/patient-portal/api/documentation/v-1/p-1');
    expect(sent.headers.get('authorization')).toBe(`Bearer ${t.token}`);
    const file = (await sent.formData()).get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('wynik.pdf');
  });

  it('is never retried', async () => {
    const before = t.requests.length;
    t.intercept(async () => new Response(null, { status: 503 }));
    expect((await failure(t.client.uploadDocument({ params: SOME_PARAMS, file: samplePdf() }))).code).toBe(
      4003,
    );
    expect(t.requests.length).toBe(before + 1);
  });

  it('maps a proxy 413 without a code to 4133', async () => {
    t.intercept(async (request, next) => {
      await next(request);
      return new Response('<html>413 Request Entity Too Large</html>', {
        status: 413,
        headers: { 'content-type': 'text/html' },
      });
    });
    expect((await failure(t.client.uploadDocument({ params: SOME_PARAMS, file: samplePdf() }))).code).toBe(
      4133,
    );
  });

  it('can be aborted while sending: 4003 with details.aborted', async () => {
    const controller = new AbortController();
    const hang: RequestFetch = (request) =>
      new Promise((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
        controller.abort();
      });
    const client = t.withOptions({ fetch: hang });
    const error = await failure(
      client.uploadDocument({ params: SOME_PARAMS, file: samplePdf() }, { signal: controller.signal }),
    );
    expect(error).toMatchObject({ code: 4003, details: { aborted: true } });
  });

  it('sends nothing when aborted before the start', async () => {
    const before = t.requests.length;
    const signal = AbortSignal.abort();
    const error = await failure(
      t.client.uploadDocument({ params: SOME_PARAMS, file: samplePdf() }, { signal }),
    );
    expect(error).toMatchObject({ code: 4003, details: { aborted: true } });
    expect(t.requests.length).toBe(before);
  });

  it('stores the document and reports progress 0 then 1 (fetch, no upload progress in Node)', async () => {
    const params = { appointmentId: (await s.visit()).id, patientId: await s.patientId() };
    const progress: number[] = [];
    const document = await t.client.uploadDocument(
      { params, file: samplePdf('skierowanie.pdf') },
      { onProgress: (f) => progress.push(f) },
    );
    expect(document.originalFileName).toBe('skierowanie.pdf');
    expect(progress).toEqual([0, 1]);
    const listed = await t.client.getDocuments({ params: { appointmentId: params.appointmentId } });
    expect(listed.content.map((d) => d.id)).toContain(document.id);
  });
});
