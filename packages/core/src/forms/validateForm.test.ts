import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { validateForm } from './validateForm';

const schema = z.object({
  name: z.string('validation.required').check(z.trim(), z.minLength(1, 'validation.required')),
  address: z.object({
    postCode: z
      .string('validation.required')
      .check(z.regex(/^\d{2}-\d{3}$/, 'validation.postCodeInvalid'), z.minLength(6, 'validation.invalid')),
  }),
  patients: z.array(z.object({ pesel: z.string('validation.peselInvalid') })),
});

describe('validateForm', () => {
  it('returns the parsed data on success', () => {
    expect(validateForm(schema, { name: '  Jan ', address: { postCode: '00-950' }, patients: [] })).toEqual({
      success: true,
      data: { name: 'Jan', address: { postCode: '00-950' }, patients: [] },
    });
  });

  it('keys every error by its dotted field path', () => {
    expect(
      validateForm(schema, { name: '', address: { postCode: 'x' }, patients: [{ pesel: '1' }, {}] }),
    ).toEqual({
      success: false,
      errors: {
        name: 'validation.required',
        'address.postCode': 'validation.postCodeInvalid',
        'patients.1.pesel': 'validation.peselInvalid',
      },
    });
  });

  it('keeps only the first message of a field', () => {
    const result = validateForm(schema, { name: 'a', address: { postCode: '0' }, patients: [] });
    expect(result.success === false && result.errors['address.postCode']).toBe('validation.postCodeInvalid');
  });

  it('reports an error about the whole form under the empty key', () => {
    expect(validateForm(z.object({}, 'validation.invalid'), 'not an object')).toEqual({
      success: false,
      errors: { '': 'validation.invalid' },
    });
  });

  it('never lets a message outside the catalogue through', () => {
    expect(validateForm(z.object({ age: z.number() }), { age: 'x' })).toEqual({
      success: false,
      errors: { age: 'validation.invalid' },
    });
  });
});
