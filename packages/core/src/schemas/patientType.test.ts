import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AGE_RANGE_UNITS, AgeRangeUnitSchema, PATIENT_TYPES, PatientTypeSchema } from './patientType';

describe('patient types and age units', () => {
  it('match spec §3', () => {
    expect(PATIENT_TYPES).toEqual(['ADULT', 'CHILD']);
    expect(AGE_RANGE_UNITS).toEqual(['MONTHS', 'YEARS']);
  });
  it('refuse other values', () => {
    expect(z.safeParse(PatientTypeSchema, 'CHILD').success).toBe(true);
    expect(z.safeParse(PatientTypeSchema, 'SENIOR').success).toBe(false);
    expect(z.safeParse(AgeRangeUnitSchema, 'DAYS').success).toBe(false);
  });
});
