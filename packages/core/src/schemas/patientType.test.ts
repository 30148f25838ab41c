import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AgeRangeUnitSchema, PatientTypeSchema } from './patientType';

describe('patient types and age units', () => {
  it('refuse other values', () => {
    expect(z.safeParse(PatientTypeSchema, 'CHILD').success).toBe(true);
    expect(z.safeParse(PatientTypeSchema, 'SENIOR').success).toBe(false);
    expect(z.safeParse(AgeRangeUnitSchema, 'DAYS').success).toBe(false);
  });
});
