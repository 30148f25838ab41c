import { connectTestClient, PATIENT_PHONE, type TestClient } from '@wizyta/testkit/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors/AppError';
import type { RequestFetch } from './ApiClient';

let t: TestClient;
beforeAll(async () => {
  t = await connectTestClient();
});
afterEach(() => {
  t.intercept(undefined);
  vi.restoreAllMocks();
});

const appointmentsQuery = { query: { page: 0, pageSize: 10, sort: 'appointmentAt,DESC' } } as const;

/** The real answer's status, with its body replaced as a proxy would (no `{ code }`). */
const withoutCode =
  (status?: number) =>
  async (request: Request, next: RequestFetch): Promise<Response> => {
    const real = await next(request);
    return new Response('<html>Bad Gateway</html>', {
      status: status ?? real.status,
      headers: { 'content-type': 'text/html' },
    });
  };

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('requests', () => {
  it('sends the bearer token only to operations with auth, and JSON bodies', async () => {
    await t.client.startSmsLogin({ body: { phoneNumber: PATIENT_PHONE } });
    const anonymous = t.requests.at(-1)!;
    expect(anonymous.headers.get('authorization')).toBeNull();
    expect(anonymous.headers.get('content-type')).toBe('application/json');
    expect(await anonymous.json()).toEqual({ phoneNumber: PATIENT_PHONE });
    await t.client.getAppointments(appointmentsQuery).catch(() => undefined);
    const signedIn = t.requests.at(-1)!;
    expect(signedIn.headers.get('authorization')).toBe(`Bearer ${t.token}`);
    expect(Object.fromEntries(new URL(signedIn.url).searchParams)).toEqual({
      page: '0',
      pageSize: '10',
      sort: 'appointmentAt,DESC',
    });
  });
});

describe('error mapping', () => {
  it("keeps the server's catalogue code (code for a phone with no account → 4105)", async () => {
    const error = await failure(
      t.client.verifySmsLogin({
        body: { phoneNumber: { prefix: '+48', number: '599999999' }, code: '123456' },
      }),
    );
    expect(error.code).toBe(4105);
    expect(error.details).toMatchObject({ status: 400, serverMessage: expect.any(String) });
  });

  it.each([
    ['getAppointments', () => t.client.getAppointments(appointmentsQuery), 4398],
    ['getCountries', () => t.client.getCountries(), 4393],
    ['startSmsLogin', () => t.client.startSmsLogin({ body: { phoneNumber: PATIENT_PHONE } }), 4001],
    ['sendMessage', () => t.client.sendMessage({ params: { id: 'v' }, body: { message: 'x' } }), 4887],
  ] as const)('uses the default code of %s when the answer has no code', async (_name, call, code) => {
    t.intercept(withoutCode(400));
    expect((await failure(call())).code).toBe(code);
  });

  it("reads a download's error answer as JSON: the server's code and message of a missing document", async () => {
    const error = await failure(t.client.downloadDocument({ params: { id: 'dok-nie-ma' } }));
    expect(error).toMatchObject({
      code: 4679,
      details: { status: 404, serverMessage: 'Nie znaleziono dokumentu.' },
    });
  });

  it('keeps an unknown server code for support but shows the default', async () => {
    t.intercept(async () => Response.json({ code: 123456, message: 'coś' }, { status: 500 }));
    const error = await failure(t.client.getCountries());
    expect(error).toMatchObject({ code: 4393, details: { status: 500, serverCode: 123456 } });
  });

  it.each([
    [404, 4889],
    [409, 4889],
    [400, 4412],
  ])('maps reserve-first-available %i without a code to %i', async (status, code) => {
    t.intercept(withoutCode(status));
    const body = {
      specializationId: 1,
      dateTimeTo: '2030-01-01T10:00:00Z',
      appointmentType: 'CALL',
      adultsCount: 1,
      childrenCount: 0,
    } as const;
    expect((await failure(t.client.reserveFirstAvailable({ body }))).code).toBe(code);
  });

  it('maps a network failure to 4191', async () => {
    const client = t.withOptions({
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      retryDelaysMs: [],
    });
    const error = await failure(client.getCountries());
    expect(error.code).toBe(4191);
    expect(error.cause).toBeDefined();
  });

  it('gives up after the time limit with 4191 and a clear message', async () => {
    const hang: RequestFetch = (request) =>
      new Promise((_resolve, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    const client = t.withOptions({ fetch: hang, timeoutMs: 30 });
    const error = await failure(client.getCountries());
    expect(error.code).toBe(4191);
    expect(error.message).toMatch(/nie odpowiedział/);
    expect(error.details).toMatchObject({ timeout: true, timeoutMs: 30 });
  });

  it('rejects an answer that does not match the contract with 4982 and logs the path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await t.client.startSmsLogin({ body: { phoneNumber: PATIENT_PHONE } });
    t.intercept(async (request, next) => {
      const real = (await (await next(request)).json()) as Record<string, unknown>;
      return Response.json({ ...real, expires_in: 'soon' });
    });
    const error = await failure(
      t.client.verifySmsLogin({ body: { phoneNumber: PATIENT_PHONE, code: '123456' } }),
    );
    expect(error.code).toBe(4982);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/POST \/patient-portal\/api\/sms-login\/verify.*\n.*expires_in/s),
    );
  });

  it('maps a caller abort to the call default with details.aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(t.client.getCountries(undefined, { signal: controller.signal }));
    expect(error).toMatchObject({ code: 4393, details: { aborted: true } });
  });
  it('rejects a missing path parameter (a caller bug) with 4982, asynchronously', async () => {
    const loose = t.client.getAppointment as (input: object) => Promise<unknown>;
    expect((await failure(loose({ params: {} }))).code).toBe(4982);
  });
});

describe('401', () => {
  it('runs onUnauthorized once and rejects with 4311', async () => {
    let calls = 0;
    const client = t.withOptions({ getToken: () => 'not-a-jwt', onUnauthorized: () => void calls++ });
    const error = await failure(client.getAppointments(appointmentsQuery));
    expect(error.code).toBe(4311);
    expect(error.details).toMatchObject({ status: 401 });
    await Promise.resolve();
    expect(calls).toBe(1);
  });

  it('does not send an authenticated call without a token', async () => {
    let calls = 0;
    const before = t.requests.length;
    const client = t.withOptions({ getToken: async () => undefined, onUnauthorized: () => void calls++ });
    expect((await failure(client.getPatientProfile())).code).toBe(4311);
    await Promise.resolve();
    expect(calls).toBe(1);
    expect(t.requests.length).toBe(before);
  });

  it('maps a 401 of an anonymous call by its payload, without onUnauthorized', async () => {
    const before = t.unauthorizedCalls();
    const error = await failure(t.client.refreshToken({ body: { refreshToken: 'unknown' } }));
    expect(error.code).toBe(4311);
    expect(t.unauthorizedCalls()).toBe(before);
  });
});

describe('retries', () => {
  const count = (status: number) => {
    let n = 0;
    t.intercept(async (request, next) => {
      n++;
      await next(request);
      return new Response(null, { status });
    });
    return () => n;
  };

  it('retries a GET twice on 5xx', async () => {
    const requests = count(503);
    expect((await failure(t.client.getCountries())).code).toBe(4393);
    expect(requests()).toBe(3);
  });

  it('retries a GET on network errors and succeeds when the server comes back', async () => {
    let n = 0;
    const flaky = t.withOptions({
      fetch: (request) =>
        ++n < 3 ? Promise.reject(new TypeError('fetch failed')) : t.backend.fetch(request),
    });
    await flaky.startSmsLogin({ body: { phoneNumber: PATIENT_PHONE } }).catch(() => undefined);
    n = 0;
    await flaky.getCountries().catch(() => undefined);
    expect(n).toBe(3);
  });

  it('never retries a POST or a PUT', async () => {
    const posts = count(503);
    await failure(t.client.startSmsLogin({ body: { phoneNumber: PATIENT_PHONE } }));
    expect(posts()).toBe(1);
    const puts = count(503);
    await failure(t.client.setSubscriptionEndPopup({ body: { showSubscriptionEndPopup: false } }));
    expect(puts()).toBe(1);
  });

  it('does not retry a GET on 4xx', async () => {
    const requests = count(404);
    await failure(t.client.getCountries());
    expect(requests()).toBe(1);
  });
});
