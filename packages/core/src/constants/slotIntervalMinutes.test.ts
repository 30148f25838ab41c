import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ClockTimeSchema } from '../schemas/isoDateTime';
import { SLOT_HOURS, slotIntervalMinutes } from './slotIntervalMinutes';

describe('slotIntervalMinutes', () => {
  it('is 120 for a house visit, whatever the specialization', () => {
    expect(slotIntervalMinutes({ appointmentType: 'HOUSE', specializationId: 0 })).toBe(120);
    expect(slotIntervalMinutes({ appointmentType: 'HOUSE', specializationId: 29 })).toBe(120);
  });
  it('is 60 for specializations 29 and 5', () => {
    expect(slotIntervalMinutes({ appointmentType: 'CALL', specializationId: 29 })).toBe(60);
    expect(slotIntervalMinutes({ appointmentType: 'VIDEO', specializationId: 5 })).toBe(60);
  });
  it('is 30 otherwise', () => {
    expect(slotIntervalMinutes({ appointmentType: 'CALL', specializationId: 1 })).toBe(30);
    expect(slotIntervalMinutes({ appointmentType: 'CHAT', specializationId: 0 })).toBe(30);
  });
});

describe('SLOT_HOURS', () => {
  it('runs from 08:00 to 22:00 as valid HH:MM times', () => {
    expect(SLOT_HOURS).toEqual({ from: '08:00', to: '22:00' });
    expect(z.safeParse(ClockTimeSchema, SLOT_HOURS.from).success).toBe(true);
    expect(z.safeParse(ClockTimeSchema, SLOT_HOURS.to).success).toBe(true);
  });
});
