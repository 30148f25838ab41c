import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SYMPTOMS, SymptomSchema } from './symptom';

describe('SymptomSchema', () => {
  it('holds the nine predefined symptoms', () => {
    expect(SYMPTOMS).toHaveLength(9);
    expect(z.safeParse(SymptomSchema, 'QATAR').success).toBe(true);
  });
  it('refuses free text (that goes to additionalSymptoms)', () => {
    expect(z.safeParse(SymptomSchema, 'ból brzucha').success).toBe(false);
  });
});
