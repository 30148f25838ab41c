import {
  DEFAULT_COUNTRY_ID,
  DEFAULT_LANGUAGE_ID,
  type Order,
  type OrderPatient,
  type PatientProfile,
  type Prefill,
  parsePesel,
} from '@wizyta/core';
import { type AddressDraft, addressValues, EMPTY_ADDRESS } from '../form/AddressFields';

/** Documents a patient without a PESEL can give (the personal form schema's choice). */
export type NoPeselDocument = 'PASSPORT' | 'DRIVING_LICENSE';

/** One patient as typed. */
export interface PatientDraft {
  readonly type: OrderPatient['type'];
  readonly firstName: string;
  readonly lastName: string;
  readonly noPesel: boolean;
  readonly pesel: string;
  readonly documentType: NoPeselDocument | '';
  readonly documentNumber: string;
  readonly birthDate: string;
}

/** The personal data step as typed. */
export interface PersonalDraft {
  readonly patients: readonly PatientDraft[];
  readonly address: AddressDraft;
  readonly email: string;
  readonly phonePrefix: string;
  readonly phoneNumber: string;
  readonly setDefaultAddress: boolean;
  /** The country and consultation language picked (dictionary ids), when the step offers them. */
  readonly countryId: string;
  readonly languageId: string;
}

type Known = Partial<Omit<PatientDraft, 'type'>>;

function fromProfile(profile: PatientProfile | null, prefill: Prefill | null): Known {
  const patient = prefill?.patient;
  const document = profile?.document;
  const pesel = profile?.pesel ?? patient?.pesel ?? '';
  return {
    firstName: profile?.firstName || patient?.firstName || '',
    lastName: profile?.lastName || patient?.lastName || '',
    pesel,
    birthDate: profile?.dateOfBirth ?? parsePesel(pesel)?.birthDate ?? '',
    ...(document && document.type !== 'PESEL' && !pesel
      ? { noPesel: true, documentType: document.type, documentNumber: document.number }
      : {}),
  };
}

function patientDraft(patient: OrderPatient, known: Known): PatientDraft {
  const document = patient.document?.type === 'PESEL' ? undefined : patient.document;
  return {
    type: patient.type,
    firstName: patient.firstName ?? known.firstName ?? '',
    lastName: patient.lastName ?? known.lastName ?? '',
    noPesel: document ? true : (known.noPesel ?? false),
    pesel: patient.pesel ?? known.pesel ?? '',
    documentType: (document?.type as NoPeselDocument | undefined) ?? known.documentType ?? '',
    documentNumber: document?.number ?? known.documentNumber ?? '',
    birthDate: patient.birthDate ?? known.birthDate ?? '',
  };
}

/**
 * The form's starting values: what the order holds (typed before), else the signed-in patient's
 * profile for the first patient, contact and address, else the host's prefill.
 */
export function initialPersonalDraft(
  order: Order,
  profile: PatientProfile | null,
  prefill: Prefill | null,
): PersonalDraft {
  const known = fromProfile(profile, prefill);
  const address = order.address ?? profile?.address;
  return {
    patients: order.patients.map((p, i) => patientDraft(p, i === 0 ? known : {})),
    address: address ? { ...EMPTY_ADDRESS, ...address, flatNumber: address.flatNumber ?? '' } : EMPTY_ADDRESS,
    email: order.email ?? profile?.email ?? prefill?.patient?.email ?? '',
    phonePrefix:
      order.phoneNumber?.prefix ||
      profile?.phoneNumberPrefix ||
      prefill?.patient?.phoneNumber?.prefix ||
      '+48',
    phoneNumber:
      order.phoneNumber?.number || profile?.phoneNumber || prefill?.patient?.phoneNumber?.number || '',
    setDefaultAddress: order.setDefaultAddress ?? false,
    countryId: String(order.country?.id ?? DEFAULT_COUNTRY_ID),
    languageId: String(order.language?.id ?? DEFAULT_LANGUAGE_ID),
  };
}

/** The SUBMIT values of the step (orderPersonalFormSchema's shape). */
export function personalValues(draft: PersonalDraft) {
  return {
    email: draft.email.trim(),
    phoneNumber: { prefix: draft.phonePrefix.trim(), number: draft.phoneNumber },
    address: addressValues(draft.address),
    setDefaultAddress: draft.setDefaultAddress,
    patients: draft.patients.map((p) =>
      p.noPesel
        ? {
            firstName: p.firstName,
            lastName: p.lastName,
            noPesel: true,
            documentType: p.documentType || undefined,
            documentNumber: p.documentNumber,
            birthDate: p.birthDate,
          }
        : { firstName: p.firstName, lastName: p.lastName, pesel: p.pesel, birthDate: p.birthDate },
    ),
  };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What BACK hands the machine to keep in the order: only what the order's schema accepts as it
 * is (the machine drops a draft that would make the order invalid), so one half-typed field does
 * not cost the rest. The form's own copy keeps everything for as long as the flow lives.
 */
export function personalBackDraft(draft: PersonalDraft, order: Order): Partial<Order> {
  const a = draft.address;
  const complete = a.city && a.postCode && a.streetName && a.streetNumber;
  return {
    ...(/^\S+@\S+\.\S+$/.test(draft.email.trim()) ? { email: draft.email.trim() } : {}),
    phoneNumber: { prefix: draft.phonePrefix, number: draft.phoneNumber },
    ...(complete ? { address: addressValues(a) as Order['address'] } : {}),
    setDefaultAddress: draft.setDefaultAddress,
    patients: draft.patients.map((p, i) => {
      const { pesel: _p, document: _d, birthDate: _b, ...kept } = order.patients[i] ?? { type: p.type };
      return {
        ...kept,
        firstName: p.firstName,
        lastName: p.lastName,
        ...(ISO_DAY.test(p.birthDate) ? { birthDate: p.birthDate } : {}),
        ...(!p.noPesel && /^\d{11}$/.test(p.pesel) ? { pesel: p.pesel } : {}),
        ...(p.noPesel && p.documentType && p.documentNumber
          ? { document: { type: p.documentType, number: p.documentNumber } }
          : {}),
      };
    }),
  };
}
