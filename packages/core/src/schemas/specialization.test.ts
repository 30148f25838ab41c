import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SpecializationCodeSchema, SpecializationSchema } from './specialization';

describe('specializations', () => {
  it('parses a dictionary entry, including the house internist with id 0', () => {
    expect(z.parse(SpecializationSchema, { id: 0, name: 'Internista' })).toEqual({
      id: 0,
      name: 'Internista',
    });
  });
  it('refuses a negative or fractional id and an empty name', () => {
    expect(z.safeParse(SpecializationSchema, { id: -1, name: 'x' }).success).toBe(false);
    expect(z.safeParse(SpecializationSchema, { id: 1.5, name: 'x' }).success).toBe(false);
    expect(z.safeParse(SpecializationSchema, { id: 1, name: '' }).success).toBe(false);
  });
  it('knows the codes seen in the spec', () => {
    expect(z.safeParse(SpecializationCodeSchema, 'PEDIATRICIAN').success).toBe(true);
    expect(z.safeParse(SpecializationCodeSchema, 'DENTIST').success).toBe(false);
  });
});
