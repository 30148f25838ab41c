import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './formatDateTime';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatDate / formatTime / formatDateTime', () => {
  it('formats in pl-PL and Warsaw time by default', () => {
    expect(formatDate('2025-01-15T09:05:00Z')).toBe('15.01.2025');
    expect(formatTime('2025-01-15T09:05:00Z')).toBe('10:05');
    expect(plain(formatDateTime('2025-01-15T09:05:00Z'))).toBe('15.01.2025, 10:05');
  });

  it('uses en-US conventions in English but still Warsaw time', () => {
    expect(formatDate('2025-01-15T09:05:00Z', 'en')).toBe('01/15/2025');
    expect(plain(formatTime('2025-01-15T09:05:00Z', 'en'))).toBe('10:05 AM');
    expect(plain(formatDateTime('2025-07-01T12:30:00Z', 'en'))).toBe('07/01/2025, 02:30 PM');
  });

  it('shows a UTC instant late in the evening as the next Warsaw day', () => {
    // Warsaw midnight of 1 July as a server would store it in UTC.
    expect(formatDate('2025-06-30T22:00:00.000Z')).toBe('01.07.2025');
    expect(formatTime('2025-06-30T22:00:00.000Z')).toBe('00:00');
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('01.01.2025');
  });

  it('follows the spring-forward switch (30 March 2025, 02:00 CET → 03:00 CEST)', () => {
    expect(formatTime('2025-03-30T00:59:00Z')).toBe('01:59');
    expect(formatTime('2025-03-30T01:00:00Z')).toBe('03:00');
  });

  it('follows the fall-back switch (26 October 2025, 03:00 CEST → 02:00 CET)', () => {
    expect(formatTime('2025-10-26T00:30:00Z')).toBe('02:30');
    expect(formatTime('2025-10-26T01:30:00Z')).toBe('02:30');
    expect(formatTime('2025-10-26T02:30:00Z')).toBe('03:30');
  });

  it('reads an offset-less date-time as Warsaw wall time', () => {
    expect(formatTime('2025-07-01T14:30:00')).toBe('14:30');
    expect(formatTime('2025-01-15T08:00')).toBe('08:00');
    expect(formatDate('2025-03-30')).toBe('30.03.2025');
  });

  it('accepts Date objects', () => {
    expect(formatTime(new Date(Date.UTC(2025, 0, 15, 21, 0)))).toBe('22:00');
  });

  it('gives the same result whatever the machine zone is', () => {
    const inputs = ['2025-06-30T22:00:00Z', '2025-03-30T01:00:00Z', '2025-07-01T14:30:00', '2025-03-30'];
    const expected = inputs.map((i) => formatDateTime(i));
    for (const tz of ['America/Los_Angeles', 'Asia/Tokyo', 'UTC']) {
      process.env.TZ = tz;
      expect(inputs.map((i) => formatDateTime(i))).toEqual(expected);
    }
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatTime('2025-02-30T10:00:00Z')).toThrow(RangeError);
  });
});
