import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, createBackend } from '../createBackend';
import { startTestServer, type TestServer } from '../testing/startTestServer';

const ORIGIN = 'http://localhost:8080';
const APPOINTMENTS = '/patient-portal/api/appointments';
const TOWNS = '/visit-api/anonymous/towns';

const call = (backend: Backend, path: string, init: RequestInit = {}) =>
  backend.fetch(new Request(`${ORIGIN}${path}`, init));

describe('fault middleware in process (ctx.faults)', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await createBackend({ log: () => {} });
  });

  it('fails the next createAppointment with 500, without a catalogue code, then lets it through', async () => {
    backend.ctx.faults.inject({ kind: 'error500', method: 'POST', path: APPOINTMENTS, times: 1 });
    const post = () =>
      call(backend, APPOINTMENTS, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:8081' },
        body: '{}',
      });
    const failed = await post();
    expect(failed.status).toBe(500);
    const body = (await failed.json()) as Record<string, unknown>;
    expect(body.code).toBeUndefined();
    expect(body.message).toEqual(expect.any(String));
    // CORS headers still present: a widget on the partner page can read the failure.
    expect(failed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8081');
    expect((await post()).status).toBe(401); // the real route: no token
    expect(backend.ctx.faults.callLog()[`POST ${APPOINTMENTS}`]).toEqual({
      count: 2,
      statuses: { 401: 1, 500: 1 },
    });
  });

  it('answers unauthorized as 401/4311 and drop as a body that fails when read', async () => {
    backend.ctx.faults.inject({ kind: 'unauthorized', path: TOWNS, times: 1 });
    const unauthorized = await call(backend, TOWNS);
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toMatchObject({ code: 4311 });
    expect(unauthorized.headers.get('www-authenticate')).toContain('invalid_token');
    backend.ctx.faults.inject({ kind: 'drop', path: TOWNS, times: 1 });
    await expect((await call(backend, TOWNS)).json()).rejects.toThrow(/connection dropped/);
    expect((await call(backend, TOWNS)).status).toBe(200);
  });

  it('delays by the latency rules', async () => {
    backend.ctx.faults.inject({ kind: 'latency', latencyMs: 120, path: TOWNS, times: 1 });
    const started = performance.now();
    expect((await call(backend, TOWNS)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('leaves pages alone and serves no admin endpoint when FAULTS is not set', async () => {
    backend.ctx.faults.inject({ kind: 'error500', times: 1 });
    expect((await call(backend, '/config.json')).status).toBe(200);
    backend.ctx.faults.reset();
    // GET falls through (a 404, or the portal's page for a navigation); never the admin state.
    const listing = await call(backend, '/__faults');
    expect(await listing.text()).not.toContain('"rules"');
    expect((await call(backend, '/__faults', { method: 'POST', body: '{"kind":"drop"}' })).status).toBe(404);
    expect((await call(backend, '/__faults', { method: 'DELETE' })).status).toBe(404);
  });
});

describe('the /__faults admin endpoint (FAULTS=on)', () => {
  let backend: Backend;
  const admin = (method: string, body?: unknown, headers: Record<string, string> = {}) =>
    call(backend, '/__faults', {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    backend = await createBackend({ log: () => {}, faults: 'on', faultsSeed: 3 });
  });

  it('adds rules from the grammar or as objects, lists them, and resets', async () => {
    const added = await admin('POST', { rules: 'error503@GET:towns#1' });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ rules: [{ kind: 'error503', method: 'GET', remaining: 1 }] });
    expect((await admin('POST', [{ kind: 'latency', latencyMs: 5, path: 'towns' }])).status).toBe(201);
    expect((await call(backend, TOWNS)).status).toBe(503);
    expect((await call(backend, TOWNS)).status).toBe(200);
    const state = (await (await admin('GET')).json()) as { seed: number; rules: unknown[]; calls: object };
    expect(state).toMatchObject({ seed: 3, rules: [{ kind: 'latency' }] });
    expect(state.calls).toMatchObject({ [`GET ${TOWNS}`]: { count: 2, statuses: { 200: 1, 503: 1 } } });
    const count = await call(backend, `/__faults/calls?method=get&path=${encodeURIComponent(TOWNS)}`);
    expect(await count.json()).toEqual({ count: 2 });
    expect((await admin('DELETE')).status).toBe(204);
    expect(await (await admin('GET')).json()).toMatchObject({ rules: [], calls: {} });
  });

  it("limits a rule to the client named in a browser's User-Agent, and forgets one client", async () => {
    const userAgent = (client: string) => ({
      'user-agent': `Mozilla/5.0 HeadlessChrome/142 wizyta-client/${client}`,
    });
    const added = await admin('POST', { rules: 'error503@GET:towns', client: 'test-1' });
    expect(await added.json()).toMatchObject({ rules: [{ kind: 'error503', client: 'test-1' }] });
    expect((await call(backend, TOWNS)).status).toBe(200);
    expect((await call(backend, TOWNS, { headers: userAgent('test-2') })).status).toBe(200);
    expect((await call(backend, TOWNS, { headers: userAgent('test-1') })).status).toBe(503);
    const own = (await (await call(backend, '/__faults?client=test-1')).json()) as { calls: object };
    expect(own.calls).toEqual({ [`GET ${TOWNS}`]: { count: 1, statuses: { 503: 1 } } });
    const count = await call(backend, `/__faults/calls?client=test-2&path=towns`);
    expect(await count.json()).toEqual({ count: 1 });
    expect((await call(backend, '/__faults?client=test-1', { method: 'DELETE' })).status).toBe(204);
    expect((await call(backend, TOWNS, { headers: userAgent('test-1') })).status).toBe(200);
    const rest = (await (await admin('GET')).json()) as { calls: Record<string, { count: number }> };
    expect(rest.calls[`GET ${TOWNS}`]?.count).toBe(3);
    expect((await admin('POST', { rules: 'drop', client: 'a b' })).status).toBe(400);
  });

  it('removes one rule by id', async () => {
    const added = (await (await admin('POST', { kind: 'drop', path: 'nothing' })).json()) as {
      rules: { id: number }[];
    };
    const id = added.rules[0]?.id;
    expect((await call(backend, `/__faults/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(backend, `/__faults/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses bad rules with 400 and other origins with 403', async () => {
    const bad = await admin('POST', { rules: 'error500:7' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: expect.stringContaining('probability') });
    expect((await admin('POST', { kind: 'nope' })).status).toBe(400);
    expect((await admin('POST', 'drop')).status).toBe(400);
    const hostile = await admin('POST', { kind: 'drop' }, { origin: 'http://localhost:8081' });
    expect(hostile.status).toBe(403);
    expect((await admin('DELETE', undefined, { origin: 'http://127.0.0.1:8081' })).status).toBe(403);
  });
});

describe('drop over real HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ faults: 'drop@towns#1' });
  });
  afterAll(() => server.close());

  it('destroys the connection (fetch rejects) and the server keeps serving', async () => {
    await expect(fetch(`${server.url}${TOWNS}`)).rejects.toThrow();
    const next = await fetch(`${server.url}${TOWNS}`);
    expect(next.status).toBe(200);
    expect(server.backend.ctx.faults.calls({ path: TOWNS })).toBe(2);
  });
});
