import type { ChatMessage, Document } from '@wizyta/core';
import type { AccountStore } from '../accounts';
import { samplePdf } from '../api/documents/samplePdf';
import type { DataStore, DocumentRecord, NotificationRecord, VisitRecord } from './DataStore';
import { SAMPLE_PNG } from './samplePng';
import { CURRENT_CONSENTS_VERSION, seedProfile } from './seedProfile';
import { SEED_PATIENTS, seedPayments, seedVisits } from './seedVisits';

const HOUR = 60 * 60 * 1000;

/** What seeding needs from the backend. */
export interface DataStoreSeedInput {
  now: Date;
  accounts: AccountStore;
  /** An origin on the frame trust list (video rooms and prescription pages of the sample). */
  trustedOrigin: string;
}

function subOf(accounts: AccountStore, username: string): string {
  const account = accounts.byUsername(username);
  if (!account) throw new Error(`seed: account ${username} is missing`);
  return account.sub;
}

function documentRecord(
  id: string,
  visit: VisitRecord,
  file: { name: string; contentType: string; bytes: Uint8Array },
  by: { name: string; role: 'DOCTOR' | 'PATIENT' },
  uploadedAt: Date,
  patientId: string | null = Object.keys(visit.patients)[0] ?? null,
): DocumentRecord {
  const document: Document = {
    id,
    uploadedAt: uploadedAt.toISOString(),
    url: `/patient-portal/api/documentation/download/${id}`,
    uploadedBy: by.name,
    uploaderRole: by.role,
    originalFileName: file.name,
    contentType: file.contentType,
    patientName: patientId ? (visit.patients[patientId] ?? null) : null,
  };
  return { document, visitId: visit.visit.id, patientId, bytes: file.bytes };
}

function seedDocuments(visits: Map<string, VisitRecord>): DocumentRecord[] {
  const out: DocumentRecord[] = [];
  const anna = { name: SEED_PATIENTS.anna.name, role: 'PATIENT' as const };
  for (const [visitId, docs] of [
    ['w-1002', ['wynik-ekg.pdf', 'zalecenia-kardiologiczne.pdf', 'zdjecie-wysypki.png']],
    // A parent-and-child visit: the child's referral and vaccination card, the parent's sick leave
    // for the days of care (each document is one patient's).
    ['test', ['skierowanie-pediatra.pdf', 'karta-szczepien.png', 'zwolnienie-opiekuna.pdf']],
    ['w-1001', ['wyniki-morfologii.pdf']],
  ] as const) {
    const visit = visits.get(visitId);
    if (!visit) continue;
    const at = new Date(Date.parse(visit.visit.appointmentAt) - 2 * HOUR);
    docs.forEach((name, index) => {
      const byDoctor = /^(zalecenia|skierowanie|zwolnienie)/.test(name);
      const doctor = visit.visit.doctor;
      const by =
        byDoctor && doctor
          ? { name: `${doctor.firstName} ${doctor.lastName}`, role: 'DOCTOR' as const }
          : anna;
      const isPng = name.endsWith('.png');
      const bytes = isPng
        ? SAMPLE_PNG
        : samplePdf(name, [
            `Wizyta ${visitId}: ${visit.visit.specializationName}`,
            `Dodane przez: ${by.name}`,
          ]);
      const file = { name, contentType: isPng ? 'image/png' : 'application/pdf', bytes };
      out.push(
        documentRecord(
          `dok-${visitId}-${index + 1}`,
          visit,
          file,
          by,
          new Date(at.getTime() + index * HOUR),
          name.startsWith('zwolnienie-opiekuna') ? SEED_PATIENTS.anna.id : undefined,
        ),
      );
    });
  }
  return out;
}

function message(
  senderId: string,
  role: ChatMessage['role'],
  senderName: string,
  text: string,
  at: number,
): ChatMessage {
  return { senderId, role, senderName, message: text, deliveredOn: new Date(at).toISOString() };
}

function seedChats(visits: Map<string, VisitRecord>): Map<string, ChatMessage[]> {
  const chats = new Map<string, ChatMessage[]>();
  const old = visits.get('w-1002');
  if (old?.visit.finishedAt && old.visit.doctor) {
    const end = Date.parse(old.visit.finishedAt);
    chats.set('w-1002', [
      message(
        SEED_PATIENTS.anna.id,
        'PATIENT',
        SEED_PATIENTS.anna.name,
        'Czy mogę przyjmować lek rano zamiast wieczorem?',
        end + 2 * HOUR,
      ),
      message(
        old.visit.doctor.id,
        'DOCTOR_CHAT',
        `${old.visit.doctor.firstName} ${old.visit.doctor.lastName}`,
        'Tak, pora dnia nie ma znaczenia, byle codziennie o tej samej godzinie.',
        end + 5 * HOUR,
      ),
    ]);
  }
  return chats;
}

function seedNotifications(pacjentSub: string, now: Date): NotificationRecord[] {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();
  return [
    {
      ownerSub: pacjentSub,
      notification: {
        id: 'pow-1',
        title: 'Wizyta opłacona',
        message: 'Twoja wideokonsultacja u kardiologa została opłacona.',
        createdAt: at(20),
        active: true,
        appointmentId: 'w-1003',
        kind: 'PAYMENT_ACCEPTED',
      },
    },
    {
      ownerSub: pacjentSub,
      notification: {
        id: 'pow-2',
        title: 'Nowy dokument',
        message: 'Lekarz dodał dokumentację do wizyty.',
        createdAt: at(2),
        active: true,
        appointmentId: 'w-1001',
        kind: 'NEW_DOCUMENT',
      },
    },
    {
      ownerSub: pacjentSub,
      notification: {
        id: 'pow-3',
        title: 'Oczekuje na płatność',
        message: 'Dokończ płatność, aby potwierdzić wizytę u alergologa.',
        createdAt: at(1),
        active: true,
        appointmentId: 'w-1006',
      },
    },
  ];
}

/**
 * A fresh, seeded in-memory store (spec §3 and §9 sample data), dated relative to `now`. Each
 * backend instance gets its own, so tests never see each other's bookings.
 */
export function createDataStore(input: DataStoreSeedInput): DataStore {
  const pacjentSub = subOf(input.accounts, 'pacjent');
  const visits = new Map(
    seedVisits(input.now, {
      pacjentSub,
      nfzSub: subOf(input.accounts, 'nfz'),
      trustedOrigin: input.trustedOrigin,
    }).map((record) => [record.visit.id, record] as const),
  );
  const documents = new Map(seedDocuments(visits).map((record) => [record.document.id, record] as const));
  return {
    visits,
    documents,
    doctorDocumentation: new Map(),
    chats: seedChats(visits),
    notifications: seedNotifications(pacjentSub, input.now),
    profiles: new Map(input.accounts.all().map((account) => [account.sub, seedProfile(account)] as const)),
    reservations: new Map(),
    payments: new Map(seedPayments(visits.values()).map((payment) => [payment.id, payment] as const)),
    callBacks: [],
    contactMessages: [],
    // Decided: each seeded account has one sign-in link `token/<username>/link-<username>`, as an
    // insurer app would hand a patient over; like the fixed SMS code, it is a development convenience.
    linkTokens: new Map(
      input.accounts.all().map((a) => [`${a.username}/link-${a.username}`, a.sub] as const),
    ),
    consentsVersion: CURRENT_CONSENTS_VERSION,
    quirkCounters: { uploads: 0, testDetailRequests: 0 },
  };
}
