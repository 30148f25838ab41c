import * as z from 'zod/mini';

export const PATIENT_TYPES = ['ADULT', 'CHILD'] as const;
export const PatientTypeSchema = z.enum(PATIENT_TYPES);
export type PatientType = z.infer<typeof PatientTypeSchema>;

/** Units of a patient's age range (a small child's age is given in months). */
export const AGE_RANGE_UNITS = ['MONTHS', 'YEARS'] as const;
export const AgeRangeUnitSchema = z.enum(AGE_RANGE_UNITS);
export type AgeRangeUnit = z.infer<typeof AgeRangeUnitSchema>;
