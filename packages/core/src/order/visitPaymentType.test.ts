import { describe, expect, it } from 'vitest';
import { isPaidByPatient, visitPaymentType } from './visitPaymentType';

const patient = (type: string) => ({ type, roles: ['PATIENT'] });

describe('visitPaymentType', () => {
  it('is NFZ for an NFZ visit, whatever the brand or choice', () => {
    expect(visitPaymentType(patient('general'), true, 'CASH')).toBe('NFZ');
    expect(visitPaymentType(patient('inter'), true, undefined)).toBe('NFZ');
  });

  it('is PLAN where the brand has no price view (inter, interrisk, welbi), whatever was chosen', () => {
    for (const type of ['inter', 'interrisk', 'welbi']) {
      expect(visitPaymentType(patient(type), false, 'CASH')).toBe('PLAN');
      expect(visitPaymentType(patient(type), false, undefined)).toBe('PLAN');
    }
  });

  it('is what the patient chose where prices are shown, ONLINE by default', () => {
    expect(visitPaymentType(patient('general'), false, 'CASH')).toBe('CASH');
    expect(visitPaymentType(patient('general'), false, undefined)).toBe('ONLINE');
    // Anonymous (a widget visitor before signing in) is judged as the patient they will be.
    expect(visitPaymentType({ type: 'inter', roles: [] }, false, undefined)).toBe('PLAN');
  });

  it('says the patient pays only ONLINE and CASH', () => {
    expect(['ONLINE', 'CASH', 'PLAN', 'NFZ'].map((t) => isPaidByPatient(t as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
