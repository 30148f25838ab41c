import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAppointmentFormSchema } from './makeAppointmentFormSchema';
import { validateForm } from './validateForm';

const valid = {
  cityId: 1,
  specializationId: 29,
  communicationTypes: ['CALL', 'VIDEO'],
  date: '2025-03-10',
  slot: '08:30',
  regulationAgreement: true,
  ageRange: 'ADULT',
};

const errorsOf = (values: unknown) => {
  const result = validateForm(makeAppointmentFormSchema, values);
  return result.success ? {} : result.errors;
};

describe('makeAppointmentFormSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 UTC on 9 March is already 10 March in Warsaw.
    vi.setSystemTime(new Date('2025-03-09T23:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a complete search, including the house-visit internist with id 0', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(
      errorsOf({ ...valid, specializationId: 0, communicationTypes: ['HOUSE'], ageRange: 'CHILD' }),
    ).toEqual({});
  });

  it('requires city, specialisation, communication type, date, slot, regulation and age range', () => {
    expect(errorsOf({})).toEqual({
      cityId: 'validation.cityRequired',
      specializationId: 'validation.specializationRequired',
      communicationTypes: 'validation.communicationTypeRequired',
      date: 'validation.required',
      slot: 'validation.slotRequired',
      regulationAgreement: 'validation.regulationRequired',
      ageRange: 'validation.ageRangeRequired',
    });
  });

  it('requires at least one known communication type', () => {
    expect(errorsOf({ ...valid, communicationTypes: [] })).toEqual({
      communicationTypes: 'validation.communicationTypeRequired',
    });
    expect(errorsOf({ ...valid, communicationTypes: ['FAX'] })).toEqual({
      'communicationTypes.0': 'validation.communicationTypeRequired',
    });
  });

  it('refuses an unchosen city or specialisation sent as an empty select value', () => {
    expect(errorsOf({ ...valid, cityId: '', specializationId: Number.NaN })).toEqual({
      cityId: 'validation.cityRequired',
      specializationId: 'validation.specializationRequired',
    });
    expect(errorsOf({ ...valid, cityId: 0 })).toEqual({ cityId: 'validation.cityRequired' });
  });

  it('requires a real date, today in Poland or later', () => {
    expect(errorsOf({ ...valid, date: '2025-03-09' })).toEqual({ date: 'validation.dateInPast' });
    expect(errorsOf({ ...valid, date: '2025-02-29' })).toEqual({ date: 'validation.dateInvalid' });
    expect(errorsOf({ ...valid, date: '2025-12-01' })).toEqual({});
  });

  it('requires a slot HH:MM', () => {
    expect(errorsOf({ ...valid, slot: '8:30' })).toEqual({ slot: 'validation.slotRequired' });
    expect(errorsOf({ ...valid, slot: '24:00' })).toEqual({ slot: 'validation.slotRequired' });
  });

  it('requires the regulation agreement to be ticked', () => {
    expect(errorsOf({ ...valid, regulationAgreement: false })).toEqual({
      regulationAgreement: 'validation.regulationRequired',
    });
  });

  it('requires a known age range', () => {
    expect(errorsOf({ ...valid, ageRange: 'SENIOR' })).toEqual({ ageRange: 'validation.ageRangeRequired' });
  });
});
