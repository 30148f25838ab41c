import type { ProcessStatus } from '@wizyta/core';
import { ApiError } from '../../http/ApiError';
import type { DataStore, VisitRecord } from '../../seed/DataStore';
import { closeVisit } from './changeVisit';

/**
 * Where a visit goes once its pre-visit survey is in (decided): where a booking of it would have
 * started — PENDING for NFZ, PAID when nothing is due online (cash, covered, free), else
 * WAITING_FOR_PAYMENT.
 */
export function statusAfterSurvey(record: VisitRecord): ProcessStatus {
  if (record.visit.nfzVisit) return 'PENDING';
  if (record.paymentType === 'CASH' || record.price <= 0) return 'PAID';
  return 'WAITING_FOR_PAYMENT';
}

/** A visit still in NEW when it was to start: its survey expired (SURVEY_EXPIRED). Answers how many. */
export function expireSurveys(store: DataStore, now: Date): number {
  let expired = 0;
  for (const record of store.visits.values()) {
    if (record.visit.processStatus === 'NEW' && Date.parse(record.visit.appointmentAt) <= now.getTime()) {
      record.visit.processStatus = 'SURVEY_EXPIRED';
      expired += 1;
    }
  }
  return expired;
}

// Where a given survey leaves a visit (statusAfterSurvey) and a payment under way: the doctor may
// still turn the visit down on its answers until it starts.
const REJECTABLE: ReadonlySet<ProcessStatus> = new Set([
  'PENDING',
  'PAID',
  'WAITING_FOR_PAYMENT',
  'PROCESSING_PAYMENT',
]);

/**
 * The doctor does not accept the survey's answers (SURVEY_REJECTED, decided: the spec names the
 * status only): the visit will not take place on them, so it ends like a cancellation — the slot
 * free again, a payment under way voided, one made online refunded. Only a visit whose survey was
 * given and that has not started; 409/4706 otherwise.
 */
export function rejectSurvey(store: DataStore, record: VisitRecord, now: Date): void {
  const started = Date.parse(record.visit.appointmentAt) <= now.getTime();
  if (!record.visit.survey || !REJECTABLE.has(record.visit.processStatus) || started) {
    throw new ApiError(409, 4706, 'Tej ankiety nie można już odrzucić.');
  }
  closeVisit(store, record, 'SURVEY_REJECTED');
}
