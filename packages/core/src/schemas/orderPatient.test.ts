import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { OrderPatientSchema } from './orderPatient';

describe('OrderPatientSchema', () => {
  it('parses a patient as the search step leaves it and as the personal step completes it', () => {
    expect(
      z.safeParse(OrderPatientSchema, { type: 'CHILD', age: { value: 8, unit: 'MONTHS' } }).success,
    ).toBe(true);
    const adult = {
      type: 'ADULT',
      firstName: 'Jan',
      lastName: 'Kowalski',
      pesel: '44051401458',
      birthDate: '1944-05-14',
      gender: 'MALE',
    };
    expect(z.safeParse(OrderPatientSchema, adult).success).toBe(true);
    expect(
      z.safeParse(OrderPatientSchema, { type: 'ADULT', document: { type: 'PASSPORT', number: 'AB123' } })
        .success,
    ).toBe(true);
  });
  it('refuses a short PESEL, an unknown type and a negative age', () => {
    expect(z.safeParse(OrderPatientSchema, { type: 'ADULT', pesel: '123' }).success).toBe(false);
    expect(z.safeParse(OrderPatientSchema, { type: 'SENIOR' }).success).toBe(false);
    expect(
      z.safeParse(OrderPatientSchema, { type: 'CHILD', age: { value: -1, unit: 'YEARS' } }).success,
    ).toBe(false);
  });
});
