import { afterEach, describe, expect, it } from 'vitest';
import { parseInstant, warsawOffsetMs } from './parseInstant';

const HOUR = 3_600_000;
const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe('warsawOffsetMs', () => {
  it('is +1 h in winter and +2 h in summer', () => {
    expect(warsawOffsetMs(Date.UTC(2025, 0, 15, 12))).toBe(HOUR);
    expect(warsawOffsetMs(Date.UTC(2025, 6, 15, 12))).toBe(2 * HOUR);
  });

  it('switches exactly at 01:00 UTC on the last Sunday of March and October', () => {
    expect(warsawOffsetMs(Date.UTC(2025, 2, 30, 0, 59, 59, 999))).toBe(HOUR);
    expect(warsawOffsetMs(Date.UTC(2025, 2, 30, 1))).toBe(2 * HOUR);
    expect(warsawOffsetMs(Date.UTC(2025, 9, 26, 0, 59))).toBe(2 * HOUR);
    expect(warsawOffsetMs(Date.UTC(2025, 9, 26, 1))).toBe(HOUR);
  });
});

describe('parseInstant', () => {
  it('keeps instants with Z or an offset as they are', () => {
    expect(parseInstant('2025-07-01T12:00:00Z').toISOString()).toBe('2025-07-01T12:00:00.000Z');
    expect(parseInstant('2025-07-01T12:00:00+02:00').toISOString()).toBe('2025-07-01T10:00:00.000Z');
  });

  it('reads offset-less values as Warsaw wall time, in any machine zone', () => {
    process.env.TZ = 'America/New_York';
    expect(parseInstant('2025-07-01T14:30:00').toISOString()).toBe('2025-07-01T12:30:00.000Z');
    expect(parseInstant('2025-01-15T14:30:00.250').toISOString()).toBe('2025-01-15T13:30:00.250Z');
    expect(parseInstant('2025-07-01').toISOString()).toBe('2025-06-30T22:00:00.000Z');
  });

  it('moves a non-existent spring-forward wall time forward and resolves the autumn hour to CET', () => {
    expect(parseInstant('2025-03-30T02:30:00').toISOString()).toBe('2025-03-30T01:30:00.000Z');
    expect(parseInstant('2025-10-26T02:30:00').toISOString()).toBe('2025-10-26T01:30:00.000Z');
  });

  it('copies Date inputs and rejects invalid ones', () => {
    const date = new Date(0);
    expect(parseInstant(date)).not.toBe(date);
    expect(parseInstant(date).getTime()).toBe(0);
    expect(() => parseInstant(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => parseInstant('')).toThrow(RangeError);
  });

  it('rejects impossible calendar dates that engines would silently roll over', () => {
    expect(() => parseInstant('2025-02-30T10:00:00Z')).toThrow(RangeError);
    expect(() => parseInstant('2025-02-29')).toThrow(RangeError);
    expect(() => parseInstant('2025-01-15T24:30:00')).toThrow(RangeError);
    expect(parseInstant('2024-02-29').toISOString()).toBe('2024-02-28T23:00:00.000Z');
  });
});
