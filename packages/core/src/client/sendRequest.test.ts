import { createFetch } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { sendRequest } from './sendRequest';

/** ofetch over a fetch that records each request and answers `answer`. */
function recording(answer: () => Response = () => new Response(null, { status: 204 })) {
  const sent: Request[] = [];
  const $fetch = createFetch({
    fetch: (input, init) => {
      sent.push(new Request(input, init));
      return Promise.resolve(answer());
    },
  }).create({ baseURL: 'https://api.example/patient-portal/api' });
  return { $fetch, sent };
}

const request = { method: 'GET' as const, headers: {}, timeoutMs: 1_000 };

describe('sendRequest (over ofetch)', () => {
  it('writes the query: undefined values left out, arrays repeated, numbers and booleans as text', async () => {
    const { $fetch, sent } = recording();
    await sendRequest($fetch, {
      ...request,
      path: '/towns',
      query: { city: 'Kraków Nowa Huta', ids: ['1', '2'], page: 0, nfz: false, none: undefined },
    });
    expect(new URL(sent[0]?.url ?? '').search).toBe(
      '?city=Krak%C3%B3w+Nowa+Huta&ids=1&ids=2&page=0&nfz=false',
    );
  });

  it('sends plain values as JSON and reads a JSON answer', async () => {
    const { $fetch, sent } = recording(() => Response.json({ ok: 1 }));
    const outcome = await sendRequest($fetch, { ...request, method: 'POST', path: '/x', body: { a: 1 } });
    expect(await sent[0]?.json()).toEqual({ a: 1 });
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(outcome).toEqual({ kind: 'response', status: 200, data: { ok: 1 } });
  });

  it('gives a download as a Blob, and its error answer as the JSON it is', async () => {
    const file = recording(() => new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }));
    const ok = await sendRequest(file.$fetch, { ...request, path: '/doc', responseType: 'blob' });
    expect(ok.kind === 'response' && ok.data instanceof Blob).toBe(true);
    const missing = recording(() => Response.json({ code: 4679 }, { status: 404 }));
    expect(await sendRequest(missing.$fetch, { ...request, path: '/doc', responseType: 'blob' })).toEqual({
      kind: 'response',
      status: 404,
      data: { code: 4679 },
    });
  });

  it('reports a timeout of its own, and a network failure, without throwing', async () => {
    const never = createFetch({
      fetch: (_i, init) =>
        new Promise((_, no) => init?.signal?.addEventListener('abort', () => no(new Error('aborted')))),
    });
    expect(await sendRequest(never, { ...request, path: '/slow', timeoutMs: 5 })).toEqual({
      kind: 'timeout',
      timeoutMs: 5,
    });
    const down = createFetch({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await sendRequest(down, { ...request, path: '/x' })).toMatchObject({ kind: 'network' });
  });
});
