import { beforeAll, describe, expect, it } from 'vitest';
import { signInBySms } from '../api/testing/signInBySms';
import { type Backend, createBackend } from '../createBackend';

let backend: Backend;
const call = (path: string, init: RequestInit = {}) =>
  backend.fetch(new Request(`http://localhost:8080${path}`, init));

beforeAll(async () => {
  backend = await createBackend({ log: () => {}, devShortcuts: true });
});

describe('hardening headers', () => {
  it('marks API answers with personal data no-store and same-origin for no-cors reads', async () => {
    const { access_token: token } = await signInBySms(backend, 'pacjent');
    const profile = await call('/patient-portal/api/patient-profile', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(200);
    expect(profile.headers.get('cache-control')).toBe('no-store');
    expect(profile.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const refused = await call('/patient-portal/api/patient-profile');
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('lets partner pages load the widget files (CORP cross-origin)', async () => {
    const loader = await call('/widget/wizyta-loader.js');
    expect(loader.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('sends Permissions-Policy everywhere in HTML and COOP on the portal, not on the widget frame', async () => {
    const index = await call('/');
    const policy = index.headers.get('permissions-policy') ?? '';
    expect(policy).toContain('camera=(self "http://127.0.0.1:8081")');
    expect(policy).toContain('geolocation=()');
    expect(policy).toContain('payment=()');
    expect(index.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const frame = await call('/widget/frame.html');
    if (frame.headers.get('content-type')?.startsWith('text/html')) {
      expect(frame.headers.get('cross-origin-opener-policy')).toBeNull();
    }
  });

  it('sends no Access-Control-Allow-Credentials to a trusted origin (bearer tokens only)', async () => {
    const response = await call('/config.json', { headers: { origin: 'http://127.0.0.1:8081' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8081');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('body limits', () => {
  it('refuses a 2 MB JSON body with 413, also when it arrives chunked without Content-Length', async () => {
    const big = JSON.stringify({ email: 'a@b.pl', subject: 's', message: 'x'.repeat(2 * 1024 * 1024) });
    const declared = await call('/patient-portal/api/contact/message', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ code: 4191 });
    const bytes = new TextEncoder().encode(big);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024)
          controller.enqueue(bytes.subarray(at, at + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await call('/patient-portal/api/contact/message', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('stops a chunked upload past 10 MB by the bytes streamed (413/4133), whatever it declares', async () => {
    const { access_token: token } = await signInBySms(backend, 'pacjent');
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 12) controller.close();
        else {
          sent += 1;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await call('/patient-portal/api/documentation/w-1001/pac-anna', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 4133 });
  });
});
