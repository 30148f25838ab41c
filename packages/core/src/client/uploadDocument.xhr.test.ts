import { startLoopbackBackend } from '@wizyta/testkit/backend';
import { createScenario, PATIENT_PHONE, SAMPLE_PDF_BYTES, type Scenario } from '@wizyta/testkit/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, UploadFile } from './ApiClient';
import { createApiClient } from './createApiClient';

/** The parts of a jsdom window the browser upload path uses. */
interface PageWindow {
  XMLHttpRequest: typeof XMLHttpRequest;
  FormData: typeof FormData;
  File: typeof File;
}
type JsdomModule = { JSDOM: new (html: string, options: { url: string }) => { window: PageWindow } };
// jsdom ships no types; a computed name keeps TypeScript from asking for them.
const JSDOM_MODULE = 'jsdom';

let close: (() => Promise<void>) | undefined;
let client: ApiClient;
let s: Scenario;
let page: PageWindow;
const platform = { XMLHttpRequest: globalThis.XMLHttpRequest, FormData: globalThis.FormData };

/** A PDF as a page's `<input type=file>` would give it. */
const pagePdf = (): UploadFile => new page.File([SAMPLE_PDF_BYTES], 'wynik.pdf', { type: 'application/pdf' });

beforeAll(async () => {
  // The backend listens on loopback; a jsdom page on the partner origin it trusts (CORS) does the
  // upload with jsdom's XMLHttpRequest — a real HTTP request, like the widget on a partner page.
  // (The jsdom test environment cannot be used: the backend then fails to load.)
  const server = await startLoopbackBackend();
  close = server.close;
  const { JSDOM } = (await import(/* @vite-ignore */ JSDOM_MODULE)) as JsdomModule;
  page = new JSDOM('', { url: 'http://127.0.0.1:8081/' }).window;
  Object.assign(globalThis, { XMLHttpRequest: page.XMLHttpRequest, FormData: page.FormData });
  let token: string | undefined;
  // No custom fetch: JSON calls use the platform fetch, uploads XMLHttpRequest.
  client = createApiClient({
    config: { apiUrl: server.url },
    getToken: () => token,
    onUnauthorized: () => {},
  });
  await client.startSmsLogin({ body: { phoneNumber: PATIENT_PHONE } });
  token = (await client.verifySmsLogin({ body: { phoneNumber: PATIENT_PHONE, code: '123456' } }))
    .access_token;
  s = createScenario(client);
});
afterAll(async () => {
  Object.assign(globalThis, platform);
  await close?.();
});

describe('uploadDocument in a browser (XMLHttpRequest)', () => {
  it('reports rising progress ending at 1 and answers the stored document', async () => {
    const params = { appointmentId: (await s.visit()).id, patientId: await s.patientId() };
    const progress: number[] = [];
    const document = await client.uploadDocument(
      { params, file: pagePdf() },
      { onProgress: (f) => progress.push(f) },
    );
    expect(document.originalFileName).toBe('wynik.pdf');
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('maps an error answer read by XMLHttpRequest like any other', async () => {
    const params = { appointmentId: 'nie-ma', patientId: 'nikt' };
    const error = await client.uploadDocument({ params, file: pagePdf() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AppError', details: { status: 404 } });
  });

  it('aborts the request in flight: 4003 with details.aborted', async () => {
    const controller = new AbortController();
    const params = { appointmentId: 'v-1', patientId: 'p-1' };
    const pending = client.uploadDocument(
      { params, file: pagePdf() },
      // The first upload progress event comes from XMLHttpRequest mid-request: abort there.
      { signal: controller.signal, onProgress: (fraction) => fraction > 0 && controller.abort() },
    );
    await expect(pending).rejects.toMatchObject({ code: 4003, details: { aborted: true } });
  });
});
