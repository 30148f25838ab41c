import type { PatientProfile } from '@wizyta/core';
import type { Account } from '../accounts';

/** The consents version in force in the sample (`GET consents`). */
export const CURRENT_CONSENTS_VERSION = '2025-01';

/**
 * The profile of an account: `pacjent` has a full one (address, PESEL, document), the others only
 * what their account knows. `nowy` has not accepted the terms (consentsVersion null); `nfz` is
 * NFZ-active.
 */
export function seedProfile(account: Account): PatientProfile {
  const full = account.username === 'pacjent';
  return {
    id: account.sub,
    providerId: full ? 'HD-000123' : null,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    phoneNumberPrefix: account.phone.prefix,
    phoneNumber: account.phone.number,
    dateOfBirth: full ? '1985-04-12' : null,
    pesel: full ? '85041212344' : null,
    termsAgreement: account.termsAccepted,
    marketingAgreement: full,
    commercialAgreement: false,
    nfzActive: account.nfzActive,
    address: full
      ? { city: 'Kraków', postCode: '31-042', streetName: 'Floriańska', streetNumber: '15', flatNumber: '4' }
      : null,
    document: full ? { type: 'PASSPORT', number: 'EA1234567' } : null,
    popups: {
      makeDeclaration: account.nfzActive,
      changeDeclarationFacility: false,
      subscriptionEnd: false,
    },
    consentsVersion: account.termsAccepted ? CURRENT_CONSENTS_VERSION : null,
  };
}
