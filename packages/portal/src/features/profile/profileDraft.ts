import type {
  DocumentType,
  FormValidation,
  PatientProfile,
  PatientProfileUpdate,
  ProfileFormValues,
  ReminderChannels,
} from '@wizyta/core';
import { profileFormSchema, validateForm } from '@wizyta/core';

/** What the profile form holds while the patient types: every field as text. */
export interface ProfileDraft {
  readonly email: string;
  readonly phoneNumber: { readonly prefix: string; readonly number: string };
  readonly address: {
    readonly city: string;
    readonly postCode: string;
    readonly streetName: string;
    readonly streetNumber: string;
    readonly flatNumber: string;
  };
  readonly document: { readonly type: DocumentType | ''; readonly number: string };
  readonly marketingAgreement: boolean;
  readonly commercialAgreement: boolean;
  /** The channels of the visit reminders (both when the backend stores no choice). */
  readonly reminders: ReminderChannels;
}

/** The form's starting values: the loaded profile, with empty text where it has nothing yet. */
export function draftOf(profile: PatientProfile): ProfileDraft {
  const address = profile.address;
  return {
    email: profile.email ?? '',
    phoneNumber: { prefix: profile.phoneNumberPrefix ?? '+48', number: profile.phoneNumber ?? '' },
    address: {
      city: address?.city ?? '',
      postCode: address?.postCode ?? '',
      streetName: address?.streetName ?? '',
      streetNumber: address?.streetNumber ?? '',
      flatNumber: address?.flatNumber ?? '',
    },
    document: { type: profile.document?.type ?? '', number: profile.document?.number ?? '' },
    marketingAgreement: profile.marketingAgreement,
    commercialAgreement: profile.commercialAgreement,
    reminders: profile.reminders ?? 'BOTH',
  };
}

/** The profile form's verdict: the validated values, or message ids per field path. */
export type ProfileValidation = FormValidation<ProfileFormValues>;

/**
 * Validates the draft with core's profile form schema (spec §5). The identity document is
 * optional, but a type without a number (or the reverse) is incomplete.
 */
export function validateProfile(draft: ProfileDraft): ProfileValidation {
  const result = validateForm(profileFormSchema, draft);
  const { type, number } = draft.document;
  let documentError: Extract<ProfileValidation, { success: false }>['errors'] | null = null;
  if (type !== '' && number.trim() === '') documentError = { 'document.number': 'validation.required' };
  if (type === '' && number.trim() !== '') documentError = { 'document.type': 'validation.selectRequired' };
  if (!documentError) return result;
  return { success: false, errors: { ...(result.success ? {} : result.errors), ...documentError } };
}

/** Which consents the brand lets the patient change here. */
export interface ProfileConsents {
  readonly marketing: boolean;
  readonly trade: boolean;
}

/** The body of `PUT patient-profile` from validated values and the draft's document. */
export function toProfileUpdate(
  values: ProfileFormValues,
  draft: ProfileDraft,
  consents: ProfileConsents,
): PatientProfileUpdate {
  const { type, number } = draft.document;
  const { flatNumber, ...address } = values.address;
  return {
    email: values.email,
    phoneNumberPrefix: values.phoneNumber.prefix,
    phoneNumber: values.phoneNumber.number,
    address: flatNumber ? { ...address, flatNumber } : address,
    ...(type !== '' ? { document: { type, number: number.trim() } } : {}),
    ...(consents.marketing ? { marketingAgreement: draft.marketingAgreement } : {}),
    ...(consents.trade ? { commercialAgreement: draft.commercialAgreement } : {}),
    reminders: draft.reminders,
  };
}
