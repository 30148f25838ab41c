import {
  type DocumentType,
  type GenderCode,
  parsePesel,
  type RegistrationFormValues,
  type RegistrationRequest,
} from '@wizyta/core';

/** What the registration form holds while the patient types. */
export interface RegistrationDraft {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly gender: GenderCode | '';
  /** The language id as the select holds it (`'1'` for Polish), `''` until chosen. */
  readonly languageId: string;
  readonly documentType: DocumentType | '';
  readonly documentNumber: string;
  readonly pesel: string;
  /** `YYYY-MM-DD`, as a date input gives it. */
  readonly birthDate: string;
  readonly phoneNumber: { readonly prefix: string; readonly number: string };
  readonly termsAgreement: boolean;
  readonly marketingAgreement: boolean;
  readonly commercialAgreement: boolean;
}

/** An empty form; the phone prefix starts as Poland's. */
export const EMPTY_REGISTRATION: RegistrationDraft = {
  firstName: '',
  lastName: '',
  email: '',
  gender: '',
  languageId: '',
  documentType: '',
  documentNumber: '',
  pesel: '',
  birthDate: '',
  phoneNumber: { prefix: '+48', number: '' },
  termsAgreement: false,
  marketingAgreement: false,
  commercialAgreement: false,
};

/**
 * The draft after a new PESEL was typed: a valid PESEL (checksum and a real date) fills in the
 * date of birth and the gender it encodes; the patient can still change them.
 */
export function withPesel(draft: RegistrationDraft, pesel: string): RegistrationDraft {
  const info = parsePesel(pesel.trim());
  return info ? { ...draft, pesel, birthDate: info.birthDate, gender: info.gender } : { ...draft, pesel };
}

/**
 * The draft as the registration form schema reads it: an unchosen select is missing (so it says
 * "choose one"), an unticked terms box is `false` (so it says the terms are required).
 */
export function registrationInput(draft: RegistrationDraft): Record<string, unknown> {
  return {
    ...draft,
    gender: draft.gender || undefined,
    documentType: draft.documentType || undefined,
    languageId: draft.languageId ? Number(draft.languageId) : undefined,
  };
}

/** The body of `POST patient-profile` (registration) from validated values. */
export function toRegistrationRequest(
  values: RegistrationFormValues,
  captchaToken: string | null,
): RegistrationRequest {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    gender: values.gender,
    languageId: values.languageId,
    documentType: values.documentType,
    documentNumber: values.documentNumber,
    pesel: values.pesel,
    birthDate: values.birthDate,
    phoneNumber: values.phoneNumber,
    termsAgreement: true,
    marketingAgreement: values.marketingAgreement ?? false,
    commercialAgreement: values.commercialAgreement ?? false,
    ...(captchaToken ? { captchaToken } : {}),
  };
}
