import { slotIntervalMinutes } from '../constants/slotIntervalMinutes';
import { parseInstant } from '../format/parseInstant';
import type { ProcessStatus } from '../schemas/processStatus';
import type { Visit } from '../schemas/visit';

// Statuses of a visit that will not take place: nothing to put in a calendar.
const WILL_NOT_HAPPEN: ReadonlySet<ProcessStatus> = new Set([
  'CANCELLED_BY_PATIENT',
  'CANCELLED_BY_DOCTOR',
  'DOCTOR_NOT_FOUND',
  'MW_REJECTED',
  'SURVEY_REJECTED',
  'SURVEY_EXPIRED',
  'REJECTED_PRESCRIPTION_VISIT',
  'FINISHED',
  'FINISHED_NO_CONTACT',
  'FINISHED_PRESCRIPTION_VISIT',
]);

/**
 * The start and end of a visit for "Dodaj do kalendarza", or null when it is over, cancelled or
 * will not take place. A visit's end is not in the list item: the slot's length stands in (spec
 * §9: 120 minutes for a house visit, else 30 — the list item has no specialization id for the
 * 60-minute ones).
 */
export function visitCalendarSpan(
  visit: Pick<Visit, 'appointmentAt' | 'visitType' | 'processStatus'>,
  now: Date,
): { readonly start: string; readonly end: string } | null {
  if (WILL_NOT_HAPPEN.has(visit.processStatus)) return null;
  const start = parseInstant(visit.appointmentAt);
  if (Number.isNaN(start.getTime()) || start.getTime() < now.getTime()) return null;
  const minutes = slotIntervalMinutes({ appointmentType: visit.visitType, specializationId: -1 });
  return { start: start.toISOString(), end: new Date(start.getTime() + minutes * 60_000).toISOString() };
}
