import { describe, expect, it } from 'vitest';
import { orderPersonalFormSchema } from './orderPersonalFormSchema';
import { validateForm } from './validateForm';

const adult = { firstName: 'Jan', lastName: 'Kowalski', pesel: '44051401359', birthDate: '1944-05-14' };
const foreigner = {
  firstName: 'John',
  lastName: 'Smith',
  noPesel: true,
  documentType: 'PASSPORT',
  documentNumber: '123456789',
  birthDate: '1980-01-31',
};
const address = { city: 'Gdańsk', postCode: '80-001', streetName: 'Długa', streetNumber: '1' };
const valid = {
  appointmentType: 'HOUSE',
  email: 'jan.kowalski@example.pl',
  phoneNumber: { prefix: '+48', number: '600123456' },
  address,
  patients: [adult],
};

const errorsOf = (values: unknown) => {
  const result = validateForm(orderPersonalFormSchema, values);
  return result.success ? {} : result.errors;
};

describe('orderPersonalFormSchema', () => {
  it('accepts a house visit for a patient with a PESEL and one with a passport', () => {
    expect(errorsOf({ ...valid, patients: [adult, foreigner] })).toEqual({});
  });

  it('requires e-mail, phone and, the address: city, post code, street and house number', () => {
    expect(
      errorsOf({
        appointmentType: 'HOUSE',
        email: '',
        phoneNumber: { prefix: '+48', number: '' },
        address: {},
        patients: [adult],
      }),
    ).toEqual({
      email: 'validation.required',
      'phoneNumber.number': 'validation.required',
      'address.city': 'validation.required',
      'address.postCode': 'validation.required',
      'address.streetName': 'validation.required',
      'address.streetNumber': 'validation.required',
    });
  });

  it('requires a valid e-mail, phone and post code', () => {
    expect(
      errorsOf({
        ...valid,
        email: 'jan.kowalski',
        phoneNumber: { prefix: '+48', number: '0600123456' },
        address: { ...address, postCode: '80 001' },
      }),
    ).toEqual({
      email: 'validation.emailInvalid',
      'phoneNumber.number': 'validation.phoneInvalid',
      'address.postCode': 'validation.postCodeInvalid',
    });
  });

  it('requires the address for a remote visit too (spec §5 lists it for every order)', () => {
    const { address: _omit, ...withoutAddress } = valid;
    expect(errorsOf({ ...withoutAddress, appointmentType: 'CALL', address: {} })).toEqual({
      'address.city': 'validation.required',
      'address.postCode': 'validation.required',
      'address.streetName': 'validation.required',
      'address.streetNumber': 'validation.required',
    });
    expect(
      errorsOf({ ...valid, appointmentType: 'CALL', address: { ...address, postCode: '80001' } }),
    ).toEqual({
      'address.postCode': 'validation.postCodeInvalid',
    });
  });

  it('refuses an unknown appointment type', () => {
    expect(errorsOf({ ...valid, appointmentType: 'TELEPATHY' })).toEqual({
      appointmentType: 'validation.selectRequired',
    });
  });

  it('requires at least one patient', () => {
    expect(errorsOf({ ...valid, patients: [] })).toEqual({ patients: 'validation.patientRequired' });
  });

  it('requires first and last name, PESEL and date of birth of every patient', () => {
    expect(errorsOf({ ...valid, patients: [adult, {}] })).toEqual({
      'patients.1.firstName': 'validation.required',
      'patients.1.lastName': 'validation.required',
      'patients.1.pesel': 'validation.required',
      'patients.1.birthDate': 'validation.required',
    });
  });

  it('requires a valid PESEL: checksum and real date', () => {
    expect(errorsOf({ ...valid, patients: [{ ...adult, pesel: '44051401358' }] })).toEqual({
      'patients.0.pesel': 'validation.peselInvalid',
    });
    // 31 April 1990 with a right check digit.
    expect(errorsOf({ ...valid, patients: [{ ...adult, pesel: '90043101239' }] })).toEqual({
      'patients.0.pesel': 'validation.peselInvalid',
    });
  });

  it('requires the date of birth to be a real past day that agrees with the PESEL', () => {
    const withBirthDate = (birthDate: string) => errorsOf({ ...valid, patients: [{ ...adult, birthDate }] });
    expect(withBirthDate('1944-02-30')).toEqual({ 'patients.0.birthDate': 'validation.dateInvalid' });
    expect(withBirthDate('14.05.1944')).toEqual({ 'patients.0.birthDate': 'validation.dateInvalid' });
    expect(withBirthDate('2999-01-01')).toEqual({ 'patients.0.birthDate': 'validation.birthDateInFuture' });
    expect(withBirthDate('1944-05-15')).toEqual({ 'patients.0.birthDate': 'validation.birthDateMismatch' });
  });

  it('reports a PESEL mismatch even while other fields are still wrong', () => {
    expect(
      errorsOf({
        ...valid,
        email: undefined,
        patients: [{ ...adult, firstName: undefined, birthDate: '1950-01-01' }],
      }),
    ).toEqual({
      email: 'validation.required',
      'patients.0.firstName': 'validation.required',
      'patients.0.birthDate': 'validation.birthDateMismatch',
    });
  });

  it('requires a document type and number instead of the PESEL when there is none', () => {
    expect(
      errorsOf({ ...valid, patients: [{ ...foreigner, documentType: undefined, documentNumber: ' ' }] }),
    ).toEqual({
      'patients.0.documentType': 'validation.selectRequired',
      'patients.0.documentNumber': 'validation.required',
    });
    expect(errorsOf({ ...valid, patients: [{ ...foreigner, documentType: 'PESEL' }] })).toEqual({
      'patients.0.documentType': 'validation.selectRequired',
    });
  });

  it('drops a PESEL left behind by a patient marked as having none', () => {
    const result = validateForm(orderPersonalFormSchema, {
      ...valid,
      patients: [{ ...foreigner, pesel: '1' }],
    });
    expect(result.success && result.data.patients[0]).toEqual(foreigner);
  });
});
