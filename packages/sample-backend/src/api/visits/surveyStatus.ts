import type { ProcessStatus } from '@wizyta/core';
import type { DataStore, VisitRecord } from '../../seed/DataStore';

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
