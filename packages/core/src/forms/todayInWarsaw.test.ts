import { describe, expect, it } from 'vitest';
import { todayInWarsaw } from './todayInWarsaw';

describe('todayInWarsaw', () => {
  it('uses the Polish calendar day, not the UTC one', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Warsaw (UTC+1 in winter).
    expect(todayInWarsaw(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
    // 22:30 UTC in July is 00:30 in Warsaw (UTC+2 in summer).
    expect(todayInWarsaw(new Date('2024-07-14T22:30:00Z'))).toBe('2024-07-15');
    expect(todayInWarsaw(new Date('2024-07-14T21:30:00Z'))).toBe('2024-07-14');
  });
});
