import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { APPOINTMENT_TYPES, AppointmentTypeSchema, VISIT_TYPES, VisitTypeSchema } from './visitType';

describe('visit and appointment types', () => {
  it('lists the six types of spec §3 and §9', () => {
    expect(VISIT_TYPES).toEqual(['PRESCRIPTION', 'VIDEO', 'CHAT', 'STATIONARY', 'HOUSE', 'CALL']);
    expect([...APPOINTMENT_TYPES].sort()).toEqual([...VISIT_TYPES].sort());
  });
  it('accepts known values and refuses others', () => {
    expect(z.safeParse(VisitTypeSchema, 'VIDEO').success).toBe(true);
    expect(z.safeParse(AppointmentTypeSchema, 'HOUSE').success).toBe(true);
    expect(z.safeParse(VisitTypeSchema, 'video').success).toBe(false);
    expect(z.safeParse(AppointmentTypeSchema, 'EMAIL').success).toBe(false);
  });
});
