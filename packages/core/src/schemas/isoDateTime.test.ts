import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ClockTimeSchema, IsoDateSchema, IsoDateTimeSchema } from './isoDateTime';

describe('date and time strings', () => {
  it('accept ISO date-times with an offset, in UTC or local', () => {
    for (const s of ['2025-03-10T09:30:00Z', '2025-03-10T09:30:00.000+01:00', '2025-03-10T09:30:00']) {
      expect(z.safeParse(IsoDateTimeSchema, s).success).toBe(true);
    }
  });
  it('refuse what is not a date-time', () => {
    for (const s of ['2025-03-10', '10.03.2025 09:30', '2025-13-10T09:30:00Z', '']) {
      expect(z.safeParse(IsoDateTimeSchema, s).success).toBe(false);
    }
  });
  it('check calendar dates and HH:MM times', () => {
    expect(z.safeParse(IsoDateSchema, '2024-02-29').success).toBe(true);
    expect(z.safeParse(IsoDateSchema, '2025-02-30').success).toBe(false);
    expect(z.safeParse(ClockTimeSchema, '08:00').success).toBe(true);
    expect(z.safeParse(ClockTimeSchema, '24:00').success).toBe(false);
    expect(z.safeParse(ClockTimeSchema, '8:00').success).toBe(false);
  });
});
