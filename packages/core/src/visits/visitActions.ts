import type { ProcessStatus } from '../schemas/processStatus';
import type { Visit } from '../schemas/visit';
import { canCancelVisit, canRescheduleVisit } from './visitChange';

/**
 * What a visit lets its viewer do from the visits list:
 * - `pay`: pay again (payment redirect), the patient only;
 * - `join`: enter the consultation room (`/consultation/:id`);
 * - `ask`: the post-visit chat while its window is open (the patient asks, the doctor answers);
 * - `addDocuments`: open the visit with the uploader (`/visit/:id?showAddDocuments=true`);
 * - `openPrescription`: go to the prescription visit (`prescriptionVisitUrl`);
 * - `reschedule`, `cancel`: move or cancel the visit, the patient only, while the visit says so
 *   (`reschedulableUntil`, `cancellableUntil`: the backend decides the rule).
 */
export type VisitAction =
  | 'pay'
  | 'join'
  | 'ask'
  | 'addDocuments'
  | 'openPrescription'
  | 'reschedule'
  | 'cancel';

/** Who looks at the visit: the patient who booked it or the doctor who holds it. */
export type VisitViewer = 'PATIENT' | 'DOCTOR';

/** The room opens this many minutes before the appointment time… */
export const JOIN_OPENS_MINUTES_BEFORE = 15;
/** …and stays open this long after it (spec §9: a sample visit lasts one hour). */
export const JOIN_CLOSES_MINUTES_AFTER = 60;

const MINUTE = 60_000;

// A booked remote visit, or one the doctor has started (a chat visit goes IN_PROGRESS).
const JOINABLE: ReadonlySet<ProcessStatus> = new Set(['PAID', 'IN_PROGRESS']);

// The visit happened: the one post-visit question belongs to these (FINISHED_NO_CONTACT did not).
const FINISHED: ReadonlySet<ProcessStatus> = new Set(['FINISHED', 'FINISHED_PRESCRIPTION_VISIT']);

// Documents help while the visit is booked, being analysed, or just finished; never on a visit
// that is unpaid, cancelled, rejected or has no doctor.
const ACCEPTS_DOCUMENTS: ReadonlySet<ProcessStatus> = new Set([
  'PENDING',
  'PAID',
  'NEW',
  'TO_CALL_BACK',
  'WAITING_FOR_DOCTOR',
  'WAITING_FOR_DOCTOR_APPROVE',
  'IN_PROGRESS',
  'FINISHED',
  'FINISHED_PRESCRIPTION_VISIT',
]);

// A prescription visit that was turned down or cancelled has nothing left to open.
const PRESCRIPTION_CLOSED: ReadonlySet<ProcessStatus> = new Set([
  'CANCELLED_BY_PATIENT',
  'CANCELLED_BY_DOCTOR',
  'REJECTED_PRESCRIPTION_VISIT',
  'MW_REJECTED',
  'SURVEY_REJECTED',
  'SURVEY_EXPIRED',
  'DOCTOR_NOT_FOUND',
]);

function time(value: string | null | undefined): number {
  return value ? Date.parse(value) : Number.NaN;
}

/** Whether the consultation room of a remote visit is open at `now`. */
export function isJoinWindowOpen(visit: Pick<Visit, 'appointmentAt'>, now: Date): boolean {
  const at = time(visit.appointmentAt);
  const t = now.getTime();
  return t >= at - JOIN_OPENS_MINUTES_BEFORE * MINUTE && t <= at + JOIN_CLOSES_MINUTES_AFTER * MINUTE;
}

/** Whether the post-visit question window (24 h after the end, spec §4) is still open at `now`. */
export function isQuestionWindowOpen(
  visit: Pick<Visit, 'processStatus' | 'conversationExpiresAt'>,
  now: Date,
): boolean {
  return FINISHED.has(visit.processStatus) && time(visit.conversationExpiresAt) > now.getTime();
}

/** Whether the visit has (or had) a post-visit chat, open or closed. */
export function hasConversation(visit: Pick<Visit, 'processStatus' | 'finishedAt'>): boolean {
  return FINISHED.has(visit.processStatus) && Boolean(visit.finishedAt);
}

function canJoin(visit: Visit, now: Date): boolean {
  if (!JOINABLE.has(visit.processStatus) || !isJoinWindowOpen(visit, now)) return false;
  if (visit.visitType === 'CHAT') return true;
  return visit.visitType === 'VIDEO' && Boolean(visit.aureroVisitUrl);
}

/**
 * The actions a visit allows at `now`, in the order the list shows them. Pure: the list, the
 * details page and the tests ask the same question and get the same answer.
 */
export function visitActions(visit: Visit, now: Date, viewer: VisitViewer = 'PATIENT'): VisitAction[] {
  const actions: VisitAction[] = [];
  if (viewer === 'PATIENT' && visit.processStatus === 'WAITING_FOR_PAYMENT' && !visit.nfzVisit)
    actions.push('pay');
  if (canJoin(visit, now)) actions.push('join');
  if (isQuestionWindowOpen(visit, now)) actions.push('ask');
  if (ACCEPTS_DOCUMENTS.has(visit.processStatus)) actions.push('addDocuments');
  if (
    visit.visitType === 'PRESCRIPTION' &&
    visit.prescriptionVisitUrl &&
    !PRESCRIPTION_CLOSED.has(visit.processStatus)
  )
    actions.push('openPrescription');
  if (viewer === 'PATIENT' && canRescheduleVisit(visit, now)) actions.push('reschedule');
  if (viewer === 'PATIENT' && canCancelVisit(visit, now)) actions.push('cancel');
  return actions;
}
