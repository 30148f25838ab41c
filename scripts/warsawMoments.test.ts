import { describe, expect, it } from 'vitest';
import { atWarsaw, nextClockChanges, warsawMoments } from './warsawMoments.mjs';

describe('warsawMoments', () => {
  it("writes Warsaw's offset of the day: winter +01:00, summer +02:00", () => {
    expect(atWarsaw('2026-11-28', '21:50')).toBe('2026-11-28T21:50:00+01:00');
    expect(atWarsaw('2027-07-01', '07:55')).toBe('2027-07-01T07:55:00+02:00');
    expect(atWarsaw('2027-03-28', '07:55')).toBe('2027-03-28T07:55:00+02:00');
    expect(atWarsaw('2027-03-27', '21:50')).toBe('2027-03-27T21:50:00+01:00');
  });

  it('finds the next two clock changes: the last Sundays of March and October', () => {
    expect(nextClockChanges(new Date('2026-11-27T20:00:00Z'))).toEqual(['2027-03-28', '2027-10-31']);
  });

  it('takes each hour at its next occurrence (21:50 is still ahead at 21:00), then the eve and the morning of each change', () => {
    const moments = warsawMoments(new Date('2026-11-27T20:00:00Z'), ['07:55', '21:50', '23:59']);
    expect(moments.map((m) => m.iso)).toEqual([
      '2026-11-28T07:55:00+01:00',
      '2026-11-27T21:50:00+01:00',
      '2026-11-27T23:59:00+01:00',
      '2027-03-27T21:50:00+01:00',
      '2027-03-28T07:55:00+02:00',
      '2027-10-30T21:50:00+02:00',
      '2027-10-31T07:55:00+01:00',
    ]);
    expect(warsawMoments(new Date('2026-11-27T20:00:00Z'), ['13:00'], { dst: false })).toHaveLength(1);
  });
});
