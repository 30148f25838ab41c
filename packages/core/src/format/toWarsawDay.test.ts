import { afterEach, describe, expect, it } from 'vitest';
import { toWarsawDay } from './toWarsawDay';

const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe('toWarsawDay', () => {
  it('gives the Warsaw calendar day as YYYY-MM-DD', () => {
    expect(toWarsawDay('2025-01-15T09:05:00Z')).toBe('2025-01-15');
  });

  it('moves to the next day when UTC is still on the previous one', () => {
    expect(toWarsawDay('2025-06-30T22:00:00Z')).toBe('2025-07-01');
    expect(toWarsawDay('2025-06-30T21:59:59Z')).toBe('2025-06-30');
    expect(toWarsawDay('2024-12-31T23:00:00Z')).toBe('2025-01-01');
  });

  it('keeps a UTC midnight on the same Warsaw day', () => {
    expect(toWarsawDay('2025-03-30T00:00:00Z')).toBe('2025-03-30');
  });

  it('reads offset-less values as Warsaw wall time', () => {
    expect(toWarsawDay('2025-07-01')).toBe('2025-07-01');
    expect(toWarsawDay('2025-07-01T00:15:00')).toBe('2025-07-01');
  });

  it('does not depend on the machine zone', () => {
    process.env.TZ = 'Pacific/Honolulu';
    expect(toWarsawDay('2025-06-30T22:00:00Z')).toBe('2025-07-01');
    expect(toWarsawDay('2025-07-01')).toBe('2025-07-01');
  });
});
