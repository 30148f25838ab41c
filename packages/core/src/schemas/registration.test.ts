import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { RegistrationRequestSchema } from './registration';

const registration = {
  firstName: 'Zofia',
  lastName: 'Nowak-Kowalska',
  email: 'zofia@example.pl',
  gender: 'FEMALE',
  languageId: 1,
  documentType: 'PASSPORT',
  documentNumber: 'EA1234567',
  pesel: '02271409862',
  birthDate: '2002-07-14',
  phoneNumber: { prefix: '+48', number: '600700800' },
  termsAgreement: true,
};

describe('RegistrationRequestSchema', () => {
  it('parses a registration', () => {
    expect(z.safeParse(RegistrationRequestSchema, registration).success).toBe(true);
  });
  it('refuses refused terms, a bad e-mail or a missing gender', () => {
    expect(z.safeParse(RegistrationRequestSchema, { ...registration, termsAgreement: false }).success).toBe(
      false,
    );
    expect(z.safeParse(RegistrationRequestSchema, { ...registration, email: 'zofia' }).success).toBe(false);
    const { gender: _g, ...noGender } = registration;
    expect(z.safeParse(RegistrationRequestSchema, noGender).success).toBe(false);
  });
});
