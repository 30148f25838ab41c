import type { AppointmentType, ProcessStatus, VisitBooking, VisitType } from '@wizyta/core';
import { acceptedPayment } from '../payment/paymentLedger';
import { SEED_CLINICS } from './clinics';
import type { PaymentRecord, VisitRecord } from './DataStore';
import { SEED_DOCTORS, type SeedDoctor, toApiDoctor } from './doctors';
import { findSpecialization } from './specializations';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Who the seeded visits belong to, and where video rooms live. */
export interface SeedVisitOwners {
  pacjentSub: string;
  nfzSub: string;
  /** An origin on the frame trust list: the video room of the trusted VIDEO visit is there. */
  trustedOrigin: string;
}

/** Patient ids of the sample data: Anna (pacjent), her daughter Zofia, and Jan (nfz). */
export const SEED_PATIENTS = {
  anna: { id: 'pac-anna', name: 'Anna Kowalska' },
  zofia: { id: 'pac-zofia', name: 'Zofia Kowalska' },
  jan: { id: 'pac-jan', name: 'Jan Wójcik' },
} as const;

interface VisitSeed {
  id: string;
  visitType: VisitType;
  status: ProcessStatus;
  /** Offset of appointmentAt from the top of the current hour. */
  offsetMs: number;
  specializationId: number;
  doctorId: string | null;
  finished?: boolean;
  nfz?: boolean;
  child?: boolean;
  url?: 'trustedVideo' | 'untrustedVideo' | 'prescription';
  /** What the patient entered while booking, where the sample shows it. */
  booking?: VisitBooking;
  /** The seeded clinic a stationary visit takes place at. */
  clinicId?: string;
}

const ANNA_CONTACT: VisitBooking = {
  patients: [{ type: 'ADULT', firstName: 'Anna', lastName: 'Kowalska', birthDate: '1985-04-12' }],
  phoneNumber: { prefix: '+48', number: '500100200' },
  country: { id: 1, name: 'Polska' },
  language: { id: 1, name: 'polski' },
};

// pacjent's twelve visits (page size 10 → two pages) across the statuses of spec §4. `lek-01` is
// `lekarz`. `w-1001` finished two hours ago (a question can still be asked), `w-1002` a month ago
// (the window is closed). The id `test` is the sample id of the QUIRKS 401 behaviour.
const PACJENT_VISITS: readonly VisitSeed[] = [
  {
    id: 'w-1001',
    visitType: 'CALL',
    status: 'FINISHED',
    offsetMs: -3 * HOUR,
    specializationId: 1,
    doctorId: 'lek-01',
    finished: true,
  },
  {
    id: 'w-1002',
    visitType: 'VIDEO',
    status: 'FINISHED',
    offsetMs: -30 * DAY,
    specializationId: 7,
    doctorId: 'lek-01',
    finished: true,
  },
  {
    id: 'w-1003',
    visitType: 'VIDEO',
    status: 'PAID',
    offsetMs: 2 * DAY,
    specializationId: 7,
    doctorId: 'lek-01',
    url: 'trustedVideo',
    booking: {
      ...ANNA_CONTACT,
      symptoms: ['FATIGUE', 'HEADACHES'],
      additionalSymptoms: 'Kołatanie serca wieczorem, od tygodnia.',
      address: { city: 'Warszawa', postCode: '00-950', streetName: 'Marszałkowska', streetNumber: '10' },
    },
  },
  {
    id: 'w-1004',
    visitType: 'VIDEO',
    status: 'PAID',
    offsetMs: 3 * DAY + 2 * HOUR,
    specializationId: 11,
    doctorId: 'lek-08',
    url: 'untrustedVideo',
  },
  {
    id: 'w-1005',
    visitType: 'PRESCRIPTION',
    status: 'WAITING_FOR_DOCTOR_APPROVE',
    offsetMs: -HOUR,
    specializationId: 1,
    doctorId: 'lek-02',
    url: 'prescription',
  },
  {
    id: 'w-1006',
    visitType: 'CALL',
    status: 'WAITING_FOR_PAYMENT',
    offsetMs: DAY + 4 * HOUR,
    specializationId: 3,
    doctorId: 'lek-04',
  },
  {
    id: 'w-1007',
    visitType: 'CHAT',
    status: 'IN_PROGRESS',
    offsetMs: 0,
    specializationId: 1,
    doctorId: 'lek-01',
  },
  {
    id: 'w-1008',
    visitType: 'HOUSE',
    status: 'CANCELLED_BY_PATIENT',
    offsetMs: -10 * DAY,
    specializationId: 0,
    doctorId: 'lek-02',
    booking: {
      ...ANNA_CONTACT,
      symptoms: ['FEVER', 'COUGH'],
      address: {
        city: 'Warszawa',
        postCode: '00-950',
        streetName: 'Marszałkowska',
        streetNumber: '10',
        flatNumber: '5',
        additionalInfo: 'Domofon 5, trzecie piętro, winda od podwórza.',
      },
    },
  },
  {
    id: 'w-1009',
    visitType: 'STATIONARY',
    status: 'CANCELLED_BY_DOCTOR',
    offsetMs: -5 * DAY,
    specializationId: 23,
    doctorId: 'lek-13',
    clinicId: 'plac-waw-1',
  },
  {
    id: 'test',
    visitType: 'CALL',
    status: 'FINISHED',
    offsetMs: -60 * DAY,
    specializationId: 2,
    doctorId: 'lek-14',
    finished: true,
    child: true,
  },
  {
    id: 'w-1011',
    visitType: 'CALL',
    status: 'FINISHED_NO_CONTACT',
    offsetMs: -20 * DAY,
    specializationId: 9,
    doctorId: 'lek-07',
  },
  {
    id: 'w-1012',
    visitType: 'PRESCRIPTION',
    status: 'FINISHED_PRESCRIPTION_VISIT',
    offsetMs: -15 * DAY,
    specializationId: 1,
    doctorId: 'lek-01',
    finished: true,
  },
];

const NFZ_VISITS: readonly VisitSeed[] = [
  {
    id: 'w-2001',
    visitType: 'CALL',
    status: 'PENDING',
    offsetMs: DAY + 2 * HOUR,
    specializationId: 1,
    doctorId: 'lek-01',
    nfz: true,
  },
  {
    id: 'w-2002',
    visitType: 'CALL',
    status: 'FINISHED',
    offsetMs: -7 * DAY,
    specializationId: 1,
    doctorId: 'lek-11',
    nfz: true,
    finished: true,
  },
];

function urlFor(
  seed: VisitSeed,
  owners: SeedVisitOwners,
): Pick<VisitRecord['visit'], 'aureroVisitUrl' | 'prescriptionVisitUrl'> {
  switch (seed.url) {
    case 'trustedVideo':
      return { aureroVisitUrl: `${owners.trustedOrigin}/wideo/pokoj-${seed.id}`, prescriptionVisitUrl: null };
    case 'untrustedVideo':
      // Deliberately off the trust list: the portal must refuse to frame it (DESIGN.md).
      return {
        aureroVisitUrl: `https://wideo.niezaufany.example/pokoj-${seed.id}`,
        prescriptionVisitUrl: null,
      };
    case 'prescription':
      return { aureroVisitUrl: null, prescriptionVisitUrl: `${owners.trustedOrigin}/recepta/${seed.id}` };
    default:
      return { aureroVisitUrl: null, prescriptionVisitUrl: null };
  }
}

function appointmentTypeOf(visitType: VisitType): AppointmentType {
  return visitType;
}

function record(seed: VisitSeed, ownerSub: string, hourStart: number, owners: SeedVisitOwners): VisitRecord {
  const doctor: SeedDoctor | undefined = SEED_DOCTORS.find((d) => d.id === seed.doctorId);
  const specialization = findSpecialization(seed.specializationId);
  const at = hourStart + seed.offsetMs;
  const finishedAt = seed.finished ? at + HOUR : null;
  const patients: Record<string, string> = seed.nfz
    ? { [SEED_PATIENTS.jan.id]: SEED_PATIENTS.jan.name }
    : seed.child
      ? {
          [SEED_PATIENTS.zofia.id]: SEED_PATIENTS.zofia.name,
          [SEED_PATIENTS.anna.id]: SEED_PATIENTS.anna.name,
        }
      : { [SEED_PATIENTS.anna.id]: SEED_PATIENTS.anna.name };
  const price = seed.nfz ? 0 : seed.visitType === 'HOUSE' ? 249 : 150 + (doctor?.priceSurcharge ?? 0);
  const clinic = SEED_CLINICS.find((c) => c.clinic.id === seed.clinicId)?.clinic;
  return {
    visit: {
      id: seed.id,
      visitType: seed.visitType,
      appointmentAt: new Date(at).toISOString(),
      finishedAt: finishedAt === null ? null : new Date(finishedAt).toISOString(),
      // Spec §9: the conversation expires one day after the visit ended.
      conversationExpiresAt: finishedAt === null ? null : new Date(finishedAt + DAY).toISOString(),
      doctor: doctor ? toApiDoctor(doctor) : null,
      contractorId: 'general',
      processStatus: seed.status,
      nfzVisit: seed.nfz === true,
      specialization: specialization?.code ?? 'INTERNIST',
      specializationName: specialization?.name ?? 'Internista',
      ...urlFor(seed, owners),
      ...(clinic ? { clinic: structuredClone(clinic) } : {}),
    },
    ownerSub,
    doctorId: seed.doctorId,
    patients,
    appointmentType: appointmentTypeOf(seed.visitType),
    specializationId: seed.specializationId,
    price,
    paymentType: seed.nfz ? 'NFZ' : 'ONLINE',
    reservationId: null,
    ...(seed.booking ? { booking: structuredClone(seed.booking) } : {}),
    // A paid visit that was cancelled has had its money back.
    ...(!seed.nfz && isPaid(seed) && CANCELLED.has(seed.status)
      ? { refund: { amount: price, status: 'DONE' as const } }
      : {}),
  };
}

/** The seeded statuses a visit reaches before anyone paid for it. */
const UNPAID: ReadonlySet<ProcessStatus> = new Set(['WAITING_FOR_PAYMENT']);
const CANCELLED: ReadonlySet<ProcessStatus> = new Set(['CANCELLED_BY_PATIENT', 'CANCELLED_BY_DOCTOR']);

/** Whether the seeded visit was paid: every one but those still waiting for the payment. */
function isPaid(seed: VisitSeed): boolean {
  return !UNPAID.has(seed.status);
}

/**
 * The payment ledger of the seeded visits: one accepted payment, the day before the visit, for
 * each visit paid online (a visit is "paid online" by its ledger alone, as a booked one is).
 */
export function seedPayments(records: Iterable<VisitRecord>): PaymentRecord[] {
  const paid = new Set(
    [...PACJENT_VISITS, ...NFZ_VISITS].filter((seed) => isPaid(seed)).map((seed) => seed.id),
  );
  return [...records]
    .filter((r) => r.paymentType === 'ONLINE' && r.price > 0 && paid.has(r.visit.id))
    .map((r) => acceptedPayment(r, new Date(Date.parse(r.visit.appointmentAt) - DAY)));
}

/**
 * The seeded visits, dated relative to `now` (the backend clock at start-up) so that "finished two
 * hours ago" stays true whenever the tests run. Times sit on the hour, like real slots.
 */
export function seedVisits(now: Date, owners: SeedVisitOwners): VisitRecord[] {
  const hourStart = Math.floor(now.getTime() / HOUR) * HOUR;
  return [
    ...PACJENT_VISITS.map((seed) => record(seed, owners.pacjentSub, hourStart, owners)),
    ...NFZ_VISITS.map((seed) => record(seed, owners.nfzSub, hourStart, owners)),
  ];
}
