import { describe, expect, it } from 'vitest';
import { daysInMonth, isLeapYear, isRealCalendarDate, isValidIsoDate } from './calendarDate';

describe('isLeapYear', () => {
  it.each([
    [2024, true],
    [2000, true],
    [2400, true],
    [1900, false],
    [2100, false],
    [2023, false],
  ])('%i → %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });
});

describe('daysInMonth', () => {
  it('knows the length of every month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('has no days in a month outside 1–12', () => {
    expect(daysInMonth(2024, 0)).toBe(0);
    expect(daysInMonth(2024, 13)).toBe(0);
  });
});

describe('isRealCalendarDate', () => {
  it('refuses 31 April, 29 February 1900 and day 0', () => {
    expect(isRealCalendarDate(2024, 4, 31)).toBe(false);
    expect(isRealCalendarDate(1900, 2, 29)).toBe(false);
    expect(isRealCalendarDate(2024, 1, 0)).toBe(false);
    expect(isRealCalendarDate(2000, 2, 29)).toBe(true);
  });
});

describe('isValidIsoDate', () => {
  it.each(['2024-02-29', '2000-02-29', '1999-12-31', '0001-01-01'])('accepts %s', (s) => {
    expect(isValidIsoDate(s)).toBe(true);
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-1-01',
    '24-01-01',
    '2024/01/01',
    '2024-01-01T00:00:00Z',
    '',
  ])('refuses %j', (s) => {
    expect(isValidIsoDate(s)).toBe(false);
  });
});
