import { describe, expect, it } from 'vitest';
import { profileFormSchema } from './profileFormSchema';
import { validateForm } from './validateForm';

const valid = {
  email: 'jan.kowalski@example.pl',
  phoneNumber: { prefix: '+48', number: '600 123 456' },
  address: { city: 'Kraków', postCode: '31-154', streetName: 'Długa', streetNumber: '5', flatNumber: '' },
};

const errorsOf = (values: unknown) => {
  const result = validateForm(profileFormSchema, values);
  return result.success ? {} : result.errors;
};

describe('profileFormSchema', () => {
  it('accepts a complete profile and normalises the phone number', () => {
    const result = validateForm(profileFormSchema, { ...valid, marketingAgreement: false });
    expect(result.success && result.data.phoneNumber).toEqual({ prefix: '+48', number: '600123456' });
  });

  it('requires every field but the flat number and the agreements', () => {
    expect(errorsOf({ phoneNumber: {}, address: {} })).toEqual({
      email: 'validation.required',
      'phoneNumber.prefix': 'validation.phonePrefixInvalid',
      'phoneNumber.number': 'validation.required',
      'address.city': 'validation.required',
      'address.postCode': 'validation.required',
      'address.streetName': 'validation.required',
      'address.streetNumber': 'validation.required',
    });
  });

  it('treats a field of spaces as empty', () => {
    expect(errorsOf({ ...valid, address: { ...valid.address, city: '   ' } })).toEqual({
      'address.city': 'validation.required',
    });
  });

  it('requires a valid e-mail', () => {
    expect(errorsOf({ ...valid, email: 'jan@' })).toEqual({ email: 'validation.emailInvalid' });
  });

  it('requires a valid phone number for its prefix', () => {
    expect(errorsOf({ ...valid, phoneNumber: { prefix: '+48', number: '5260250274' } })).toEqual({
      'phoneNumber.number': 'validation.phoneInvalid',
    });
    expect(errorsOf({ ...valid, phoneNumber: { prefix: '48', number: '600123456' } })).toEqual({});
    expect(errorsOf({ ...valid, phoneNumber: { prefix: 'PL', number: '600123456' } })).toEqual({
      'phoneNumber.prefix': 'validation.phonePrefixInvalid',
    });
  });

  it('requires a post code 00-000', () => {
    expect(errorsOf({ ...valid, address: { ...valid.address, postCode: '31154' } })).toEqual({
      'address.postCode': 'validation.postCodeInvalid',
    });
  });
});
