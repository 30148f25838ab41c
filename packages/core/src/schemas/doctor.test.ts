import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DoctorSchema } from './doctor';

describe('DoctorSchema', () => {
  it('parses a doctor with or without specializations', () => {
    expect(z.safeParse(DoctorSchema, { id: 'd1', firstName: 'Anna', lastName: 'Nowak' }).success).toBe(true);
    const withSpecs = {
      id: 'd1',
      firstName: 'Anna',
      lastName: 'Nowak',
      specializations: [{ id: 5, name: 'Kardiolog' }],
    };
    expect(z.parse(DoctorSchema, withSpecs)).toEqual(withSpecs);
  });
  it('refuses a doctor without an id', () => {
    expect(z.safeParse(DoctorSchema, { firstName: 'Anna', lastName: 'Nowak' }).success).toBe(false);
  });
});
