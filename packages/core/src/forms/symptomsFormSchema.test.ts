import { describe, expect, it } from 'vitest';
import { symptomsFormSchema } from './symptomsFormSchema';
import { validateForm } from './validateForm';

const errorsOf = (values: unknown) => {
  const result = validateForm(symptomsFormSchema, values);
  return result.success ? {} : result.errors;
};

describe('symptomsFormSchema', () => {
  it('accepts one predefined symptom', () => {
    expect(errorsOf({ symptoms: ['FEVER'] })).toEqual({});
  });

  it('accepts a description alone, as a complaint may not be on the list', () => {
    expect(errorsOf({ symptoms: [], additionalSymptoms: 'Ból ucha od dwóch dni' })).toEqual({});
  });

  it('requires at least one symptom or a description', () => {
    expect(errorsOf({})).toEqual({ symptoms: 'validation.symptomRequired' });
    expect(errorsOf({ symptoms: [], additionalSymptoms: '   ' })).toEqual({
      symptoms: 'validation.symptomRequired',
    });
  });

  it('refuses an unknown symptom', () => {
    expect(errorsOf({ symptoms: ['HICCUPS'] })).toEqual({ 'symptoms.0': 'validation.invalid' });
  });

  it('limits the description to 2000 characters', () => {
    expect(errorsOf({ symptoms: ['COUGH'], additionalSymptoms: 'a'.repeat(2001) })).toEqual({
      additionalSymptoms: 'validation.textTooLong',
    });
  });
});
