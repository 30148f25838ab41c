import * as z from 'zod/mini';

/** Predefined symptoms of the symptoms step (spec §3); free text goes to `additionalSymptoms`. */
export const SYMPTOMS = [
  'HEADACHES',
  'QATAR',
  'NAUSEA',
  'COUGH',
  'SORE_THROAT',
  'FEVER',
  'DYSPNEA',
  'SINUS_PAIN',
  'FATIGUE',
] as const;
export const SymptomSchema = z.enum(SYMPTOMS);
export type Symptom = z.infer<typeof SymptomSchema>;
