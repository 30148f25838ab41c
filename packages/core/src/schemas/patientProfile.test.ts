import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  PatientProfileSchema,
  PatientProfileUpdateSchema,
  SubscriptionEndPopupRequestSchema,
} from './patientProfile';

const address = { city: 'Kraków', postCode: '30-001', streetName: 'Długa', streetNumber: '5' };
const profile = {
  id: 'p-1',
  providerId: 'kc-123',
  firstName: 'Jan',
  lastName: 'Kowalski',
  email: 'jan@example.pl',
  phoneNumberPrefix: '+48',
  phoneNumber: '500100200',
  dateOfBirth: '1944-05-14',
  pesel: '44051401458',
  termsAgreement: true,
  marketingAgreement: false,
  commercialAgreement: false,
  nfzActive: false,
  address,
  document: { type: 'PESEL', number: '44051401458' },
  popups: { makeDeclaration: false, changeDeclarationFacility: false, subscriptionEnd: true },
  consentsVersion: '2025-01',
};

describe('patient profile', () => {
  it('parses a full profile and a new one with nothing filled', () => {
    expect(z.parse(PatientProfileSchema, profile)).toEqual(profile);
    const fresh = { ...profile, email: null, pesel: null, dateOfBirth: null, address: null, document: null };
    expect(z.safeParse(PatientProfileSchema, fresh).success).toBe(true);
  });
  it('refuses a profile without popups', () => {
    const { popups: _popups, ...noPopups } = profile;
    expect(z.safeParse(PatientProfileSchema, noPopups).success).toBe(false);
  });
  it('parses an update and refuses a bad e-mail', () => {
    const update = { email: 'jan@example.pl', phoneNumberPrefix: '+48', phoneNumber: '500100200', address };
    expect(z.safeParse(PatientProfileUpdateSchema, update).success).toBe(true);
    expect(z.safeParse(PatientProfileUpdateSchema, { ...update, email: 'jan' }).success).toBe(false);
  });
  it('parses the subscription-end popup flag', () => {
    expect(z.safeParse(SubscriptionEndPopupRequestSchema, { showSubscriptionEndPopup: false }).success).toBe(
      true,
    );
    expect(z.safeParse(SubscriptionEndPopupRequestSchema, {}).success).toBe(false);
  });
});
