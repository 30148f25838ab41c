import { startInProcessBackend } from '@wizyta/testkit/backend';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { toWarsawDay } from '../core';
import {
  fetchSearchLists,
  type SearchListCriteria,
  type SearchLists,
  withoutStaleLists,
} from './fetchSearchLists';

const lists: SearchLists = {
  towns: [{ id: 1, town: 'Warszawa', slug: 'warszawa' }],
  specializations: [{ id: 0, name: 'Internista – lekarz rodzinny (wizyta domowa)' }],
  intervals: { '08:00': false, '10:00': true },
};
const house: SearchListCriteria = { appointmentType: 'HOUSE', specializationId: 0, date: '2026-11-24' };

describe('withoutStaleLists', () => {
  it('empties the house list when the visit becomes a call, and its 120-minute hours', () => {
    const call = { ...house, appointmentType: 'CALL' as const };
    expect(withoutStaleLists(lists, house, call)).toEqual({
      towns: lists.towns,
      specializations: [],
      intervals: {},
    });
  });

  it("empties another day's hours and keeps the list", () => {
    const next = { ...house, date: '2026-11-25' };
    expect(withoutStaleLists(lists, house, next)).toEqual({ ...lists, intervals: {} });
  });

  it('keeps everything when the list and the hours stay (a call becomes a video call)', () => {
    const call: SearchListCriteria = { appointmentType: 'CALL', specializationId: 1, date: '2026-11-24' };
    expect(withoutStaleLists(lists, call, { ...call, appointmentType: 'VIDEO' })).toBe(lists);
    // The psychiatrist's 60-minute slots are other hours, on the same list.
    expect(withoutStaleLists(lists, call, { ...call, specializationId: 5 })).toEqual({
      ...lists,
      intervals: {},
    });
  });
});

describe('fetchSearchLists against the sample backend', () => {
  const asked: string[] = [];
  // How many specializations calls from now on fail as a lost connection.
  let dropSpecializations = 0;

  beforeAll(async () => {
    const backend = await startInProcessBackend();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const { pathname, search } = new URL(request.url);
      asked.push(`${request.method} ${pathname}${search}`);
      if (pathname === '/visit-api/v1/specializations' && dropSpecializations > 0) {
        dropSpecializations -= 1;
        throw new TypeError('Failed to fetch');
      }
      return backend.fetch(request);
    });
  });

  const day = (offset: number) => toWarsawDay(new Date(Date.now() + offset * 86_400_000));
  const count = (call: string) => asked.filter((a) => a === call).length;
  const call: SearchListCriteria = { appointmentType: 'CALL', specializationId: 0, date: day(1) };

  it('asks for the day each time and for the towns and a list of specializations once', async () => {
    const api = 'http://localhost:8080';
    await fetchSearchLists(api, call);
    await fetchSearchLists(api, { ...call, date: day(2) });
    const video = await fetchSearchLists(api, { ...call, appointmentType: 'VIDEO', date: day(3) });
    const house = await fetchSearchLists(api, { ...call, appointmentType: 'HOUSE' });
    expect(count('GET /visit-api/anonymous/towns')).toBe(1);
    expect(count('GET /visit-api/v1/specializations?type=CALL')).toBe(1);
    expect(count('GET /visit-api/v1/specializations?type=HOUSE')).toBe(1);
    expect(count('POST /visit-api/v1/slot-intervals')).toBe(4);
    expect(video.specializations.length).toBeGreaterThan(1);
    expect(house.specializations.map(({ id }) => id)).toEqual([0]);
  });

  it('forgets a list that failed, so the retry asks again', async () => {
    // Another API base: nothing of the test above is reused.
    const api = 'http://127.0.0.1:8080';
    // The first load and its two retries are dropped: the load fails with the call's code.
    dropSpecializations = 3;
    await expect(fetchSearchLists(api, call)).rejects.toMatchObject({ code: 4976 });
    const again = await fetchSearchLists(api, call);
    expect(again.specializations.length).toBeGreaterThan(1);
    expect(count('GET /visit-api/v1/specializations?type=CALL')).toBe(1 + 4);
  });
});
