import { describe, expect, it } from 'vitest';
import { type SearchListCriteria, type SearchLists, withoutStaleLists } from './fetchSearchLists';

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
