import { describe, expect, it } from 'vitest';
import { PROCESS_STATUSES, type ProcessStatus } from '../schemas/processStatus';
import type { Visit } from '../schemas/visit';
import { hasConversation, isQuestionWindowOpen, visitActions } from './visitActions';

const NOW = new Date('2025-03-30T12:00:00Z');
const HOUR = 3_600_000;

function visit(overrides: Partial<Visit> = {}): Visit {
  return {
    id: 'v-1',
    visitType: 'CALL',
    appointmentAt: new Date(NOW.getTime() + 24 * HOUR).toISOString(),
    finishedAt: null,
    conversationExpiresAt: null,
    doctor: { id: 'd-1', firstName: 'Jan', lastName: 'Nowak' },
    processStatus: 'PAID',
    nfzVisit: false,
    specialization: 'INTERNIST',
    specializationName: 'Internista',
    prescriptionVisitUrl: null,
    aureroVisitUrl: null,
    ...overrides,
  };
}

function finished(hoursAgo: number, overrides: Partial<Visit> = {}): Visit {
  const end = NOW.getTime() - hoursAgo * HOUR;
  return visit({
    processStatus: 'FINISHED',
    appointmentAt: new Date(end - HOUR).toISOString(),
    finishedAt: new Date(end).toISOString(),
    conversationExpiresAt: new Date(end + 24 * HOUR).toISOString(),
    ...overrides,
  });
}

describe('visitActions', () => {
  it('offers pay again only for WAITING_FOR_PAYMENT, never for NFZ or the doctor', () => {
    expect(visitActions(visit({ processStatus: 'WAITING_FOR_PAYMENT' }), NOW)).toEqual(['pay']);
    expect(visitActions(visit({ processStatus: 'WAITING_FOR_PAYMENT', nfzVisit: true }), NOW)).toEqual([]);
    expect(visitActions(visit({ processStatus: 'WAITING_FOR_PAYMENT' }), NOW, 'DOCTOR')).toEqual([]);
    expect(visitActions(visit({ processStatus: 'PROCESSING_PAYMENT' }), NOW)).toEqual([]);
  });

  it('offers join for a paid video visit with a room from 15 minutes before to an hour after', () => {
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
    const video = (minutes: number) =>
      visit({ visitType: 'VIDEO', appointmentAt: at(minutes), aureroVisitUrl: 'https://wideo.example/1' });
    expect(visitActions(video(10), NOW)).toEqual(['join', 'addDocuments']);
    expect(visitActions(video(-60), NOW)).toContain('join');
    expect(visitActions(video(16), NOW)).not.toContain('join');
    expect(visitActions(video(-61), NOW)).not.toContain('join');
    expect(visitActions(visit({ visitType: 'VIDEO', appointmentAt: at(0) }), NOW)).not.toContain('join');
  });

  it('offers join for a chat visit in progress, never for phone or house visits', () => {
    const now = NOW.toISOString();
    expect(
      visitActions(visit({ visitType: 'CHAT', processStatus: 'IN_PROGRESS', appointmentAt: now }), NOW),
    ).toContain('join');
    expect(visitActions(visit({ visitType: 'CALL', appointmentAt: now }), NOW)).not.toContain('join');
    expect(visitActions(visit({ visitType: 'HOUSE', appointmentAt: now }), NOW)).not.toContain('join');
  });

  it('offers the question while the window is open, for patient and doctor alike', () => {
    expect(visitActions(finished(2), NOW)).toEqual(['ask', 'addDocuments']);
    expect(visitActions(finished(2), NOW, 'DOCTOR')).toEqual(['ask', 'addDocuments']);
    expect(visitActions(finished(25), NOW)).toEqual(['addDocuments']);
    expect(visitActions(finished(2, { processStatus: 'FINISHED_NO_CONTACT' }), NOW)).toEqual([]);
  });

  it('offers the prescription visit unless it was rejected or cancelled', () => {
    const prescription = (processStatus: ProcessStatus) =>
      visit({ visitType: 'PRESCRIPTION', processStatus, prescriptionVisitUrl: 'https://recepta.example/1' });
    expect(visitActions(prescription('WAITING_FOR_DOCTOR_APPROVE'), NOW)).toEqual([
      'addDocuments',
      'openPrescription',
    ]);
    expect(visitActions(prescription('REJECTED_PRESCRIPTION_VISIT'), NOW)).toEqual([]);
    expect(visitActions(visit({ visitType: 'PRESCRIPTION', processStatus: 'PENDING' }), NOW)).toEqual([
      'addDocuments',
    ]);
  });

  it('gives every status an answer and nothing to cancelled, rejected or unpaid visits but pay', () => {
    const none: ProcessStatus[] = [
      'SEARCH_FOR_DOCTOR',
      'DOCTOR_NOT_FOUND',
      'PROCESSING_PAYMENT',
      'COLLECTING_FORM_DATA',
      'CANCELLED_BY_PATIENT',
      'CANCELLED_BY_DOCTOR',
      'FINISHED_NO_CONTACT',
      'SURVEY_REJECTED',
      'SURVEY_EXPIRED',
      'MW_REJECTED',
      'REJECTED_PRESCRIPTION_VISIT',
    ];
    for (const status of PROCESS_STATUSES) {
      const actions = visitActions(visit({ processStatus: status }), NOW);
      if (none.includes(status)) expect(actions, status).toEqual([]);
      else if (status === 'WAITING_FOR_PAYMENT') expect(actions).toEqual(['pay']);
      else expect(actions, status).toEqual(['addDocuments']);
    }
  });
});

describe('cancel and reschedule', () => {
  it('follow the times the visit carries, for the patient only, after the other actions', () => {
    const later = new Date(NOW.getTime() + HOUR).toISOString();
    const changeable = visit({ cancellableUntil: later, reschedulableUntil: later });
    expect(visitActions(changeable, NOW)).toEqual(['addDocuments', 'reschedule', 'cancel']);
    expect(visitActions(changeable, NOW, 'DOCTOR')).toEqual(['addDocuments']);
    const passed = new Date(NOW.getTime() - HOUR).toISOString();
    expect(visitActions(visit({ cancellableUntil: passed, reschedulableUntil: passed }), NOW)).toEqual([
      'addDocuments',
    ]);
    expect(visitActions(visit({ cancellableUntil: later, reschedulableUntil: null }), NOW)).toEqual([
      'addDocuments',
      'cancel',
    ]);
  });
});

describe('question window', () => {
  it('is open only for a finished visit before conversationExpiresAt', () => {
    expect(isQuestionWindowOpen(finished(23.9), NOW)).toBe(true);
    expect(isQuestionWindowOpen(finished(24), NOW)).toBe(false);
    expect(isQuestionWindowOpen(visit(), NOW)).toBe(false);
    expect(hasConversation(finished(100))).toBe(true);
    expect(hasConversation(visit())).toBe(false);
  });
});
