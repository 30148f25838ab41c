import { connectTestClient, type TestClient } from '@wizyta/testkit/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/AppError';
import { createDictionaries, dictionariesFor } from './createDictionaries';
import { forgetSignedInDictionaries } from './forgetSignedInDictionaries';

let t: TestClient;
beforeAll(async () => {
  t = await connectTestClient();
});

const count = (path: string) => t.requests.filter((r) => new URL(r.url).pathname.endsWith(path)).length;

describe('createDictionaries (sample backend in process)', () => {
  it('sends one request for concurrent and later callers', async () => {
    const dictionaries = createDictionaries(t.client);
    const before = count('/anonymous/towns');
    const [a, b] = await Promise.all([dictionaries.towns(), dictionaries.towns()]);
    const c = await dictionaries.towns();
    expect(count('/anonymous/towns') - before).toBe(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(a.find((town) => town.id === 7)?.town).toBe('Warszawa');
  });

  it('rejects with the catalogue code and loads again on the next call', async () => {
    const dictionaries = createDictionaries(t.client);
    let failures = 3; // the client retries a read twice: three 503s fail the call once
    t.intercept((request, next) =>
      new URL(request.url).pathname.endsWith('/anonymous/countries') && failures-- > 0
        ? Promise.resolve(new Response('{}', { status: 503 }))
        : next(request),
    );
    const error = await dictionaries.countries().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(4393);
    const countries = await dictionaries.countries();
    expect(countries[0]?.name).toBe('Polska');
    t.intercept(undefined);
  });

  it('keys specializations by visit type', async () => {
    const dictionaries = createDictionaries(t.client);
    const [call, house] = await Promise.all([
      dictionaries.specializations('CALL'),
      dictionaries.specializations('HOUSE'),
    ]);
    expect(house.map((s) => s.id)).toEqual([0]);
    expect(call.length).toBeGreaterThan(30);
  });

  it('forgets the signed-in dictionaries at logout, keeps the anonymous ones', async () => {
    const { client } = await t.signInAs({ prefix: '+48', number: '500100200' });
    const dictionaries = createDictionaries(client);
    await Promise.all([dictionaries.genders(), dictionaries.towns()]);
    const genders = count('/dictionary/genders');
    const towns = count('/anonymous/towns');
    dictionaries.clearSignedIn();
    await Promise.all([dictionaries.genders(), dictionaries.towns()]);
    expect(count('/dictionary/genders') - genders).toBe(1);
    expect(count('/anonymous/towns') - towns).toBe(0);
  });

  it('forgetSignedInDictionaries clears the signed-in ones of a client’s shared dictionaries', async () => {
    const { client } = await t.signInAs({ prefix: '+48', number: '500100200' });
    forgetSignedInDictionaries(client); // none read yet: nothing to forget, nothing created
    await Promise.all([dictionariesFor(client).genders(), dictionariesFor(client).towns()]);
    const genders = count('/dictionary/genders');
    const towns = count('/anonymous/towns');
    forgetSignedInDictionaries(client);
    await Promise.all([dictionariesFor(client).genders(), dictionariesFor(client).towns()]);
    expect(count('/dictionary/genders') - genders).toBe(1);
    expect(count('/anonymous/towns') - towns).toBe(0);
  });

  it('shares one cache per client', () => {
    expect(dictionariesFor(t.client)).toBe(dictionariesFor(t.client));
    expect(dictionariesFor(t.client)).not.toBe(dictionariesFor(t.withOptions({})));
  });
});
