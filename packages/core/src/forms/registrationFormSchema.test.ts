import { describe, expect, it } from 'vitest';
import { registrationFormSchema } from './registrationFormSchema';
import { validateForm } from './validateForm';

const valid = {
  firstName: 'Żaneta',
  lastName: 'Nowak-Kowalska',
  email: 'zaneta@example.pl',
  gender: 'FEMALE',
  languageId: 1,
  documentType: 'PASSPORT',
  documentNumber: 'EA1234567',
  pesel: '02070803628',
  birthDate: '1902-07-08',
  phoneNumber: { prefix: '+48', number: '512-345-678' },
  termsAgreement: true,
};

const errorsOf = (values: unknown) => {
  const result = validateForm(registrationFormSchema, values);
  return result.success ? {} : result.errors;
};

describe('registrationFormSchema', () => {
  it('accepts a complete registration, agreements optional', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, marketingAgreement: true, commercialAgreement: false })).toEqual({});
  });

  it('requires every field and the terms agreement', () => {
    expect(errorsOf({ phoneNumber: { prefix: '+48' } })).toEqual({
      firstName: 'validation.required',
      lastName: 'validation.required',
      email: 'validation.required',
      gender: 'validation.selectRequired',
      languageId: 'validation.selectRequired',
      documentType: 'validation.selectRequired',
      documentNumber: 'validation.required',
      pesel: 'validation.required',
      birthDate: 'validation.required',
      'phoneNumber.number': 'validation.required',
      termsAgreement: 'validation.termsRequired',
    });
  });

  it('refuses an unticked terms agreement', () => {
    expect(errorsOf({ ...valid, termsAgreement: false })).toEqual({
      termsAgreement: 'validation.termsRequired',
    });
  });

  it.each(['Anna Maria', 'Anna-Maria', 'Jan2', 'Müller'])('refuses the first name %j', (firstName) => {
    expect(errorsOf({ ...valid, firstName })).toEqual({ firstName: 'validation.firstNameLetters' });
  });

  it.each(['-Nowak', 'Nowak-', 'Nowak Kowalska', "O'Brien"])('refuses the last name %j', (lastName) => {
    expect(errorsOf({ ...valid, lastName })).toEqual({ lastName: 'validation.lastNameLetters' });
  });

  it('accepts Polish letters in both names', () => {
    expect(errorsOf({ ...valid, firstName: 'Łucja', lastName: 'Ćwierć-Źdźbło' })).toEqual({});
  });

  it('requires a known gender and language', () => {
    expect(errorsOf({ ...valid, gender: 'OTHER', languageId: 6 })).toEqual({
      gender: 'validation.selectRequired',
      languageId: 'validation.selectRequired',
    });
  });

  it('requires a valid e-mail and phone', () => {
    expect(
      errorsOf({ ...valid, email: 'zaneta@example', phoneNumber: { prefix: '+48', number: '51234567' } }),
    ).toEqual({
      email: 'validation.emailInvalid',
      'phoneNumber.number': 'validation.phoneInvalid',
    });
  });

  it('requires a valid PESEL that agrees with the date of birth', () => {
    expect(errorsOf({ ...valid, pesel: '02070803627' })).toEqual({ pesel: 'validation.peselInvalid' });
    expect(errorsOf({ ...valid, birthDate: '2002-07-08' })).toEqual({
      birthDate: 'validation.birthDateMismatch',
    });
  });

  it('requires a valid PESEL as the document number when the document type is PESEL', () => {
    expect(errorsOf({ ...valid, documentType: 'PESEL', documentNumber: '02070803628' })).toEqual({});
    expect(
      errorsOf({ ...valid, documentType: 'PESEL', documentNumber: 'EA1234567', gender: undefined }),
    ).toEqual({
      gender: 'validation.selectRequired',
      documentNumber: 'validation.peselInvalid',
    });
  });
});
