import { DEFAULT_PAGE_SIZE, type Visit } from '@wizyta/core';
import { brandOf } from '../../config/deployments';
import { ApiError } from '../../http/ApiError';
import type { ApiDeps } from '../ApiDeps';
import { liveReservation } from '../slots/holdSlot';
import { byPolishText, type Comparator, parseSort, sortAndPage } from '../sortAndPage';
import { canSeeVisit, isDoctor, visitFor } from '../visitAccess';
import { cancelVisit, rescheduleVisit } from '../visits/changeVisit';
import { statusAfterSurvey } from '../visits/surveyStatus';
import { visitView } from '../visits/visitView';

const doctorName = (v: Visit) => (v.doctor ? `${v.doctor.lastName} ${v.doctor.firstName}` : '\uffff');

const COMPARATORS: Record<'processStatus' | 'appointmentAt' | 'doctor', Comparator<Visit>> = {
  processStatus: (a, b) => a.processStatus.localeCompare(b.processStatus),
  appointmentAt: (a, b) => Date.parse(a.appointmentAt) - Date.parse(b.appointmentAt),
  doctor: (a, b) => byPolishText(doctorName(a), doctorName(b)),
};

/** The sample id whose details throw, to show the 500 behaviour of spec §8. */
export const FAILING_VISIT_ID = 'error';
/** The sample id whose first detail request answers 401 with QUIRKS=1 (spec §8). */
export const QUIRK_VISIT_ID = 'test';

/**
 * The visits list (page, pageSize, sort over processStatus|appointmentAt|doctor, newest first by
 * default), a visit, its patients, and the patient's cancel and reschedule (the rule:
 * `visits/visitChangeRule.ts`). A patient sees their own visits, a doctor the visits they are
 * the doctor of.
 */
export function registerVisitRoutes({ ctx, store, route, notify }: ApiDeps): void {
  route('getAppointments', ({ user, query }) => {
    const visits = [...store.visits.values()]
      .filter((r) => canSeeVisit(user, r))
      .map((r) => visitView(store, r, user));
    const { field, descending } = parseSort(query.sort, 'appointmentAt,DESC');
    return sortAndPage(
      visits,
      COMPARATORS[field],
      descending,
      query.page ?? 0,
      query.pageSize ?? DEFAULT_PAGE_SIZE,
    );
  });

  route('getAppointment', ({ user, params }) => {
    const id = params.id ?? '';
    if (id === FAILING_VISIT_ID) throw new Error('Symulowana awaria serwera (przykładowe zachowanie 500).');
    // QUIRKS=1: the first detail request for `test` fails as if the token had just expired, so the
    // client's refresh-and-retry path is exercised (spec §8).
    if (ctx.quirks && id === QUIRK_VISIT_ID && store.quirkCounters.testDetailRequests++ === 0) {
      throw new ApiError(401, 4311, 'Token wygasł (przykładowe zachowanie).');
    }
    return visitView(store, visitFor(store, user, id, 4678), user);
  });

  route('cancelAppointment', ({ user, params }) => {
    const record = visitFor(store, user, params.id ?? '', 4678);
    if (isDoctor(user)) throw new ApiError(403, 4701, 'Wizytę może odwołać tylko pacjent.');
    const now = ctx.clock.now();
    cancelVisit(store, record, now);
    notify(record, 'VISIT_CANCELLED');
    ctx.log(`[odwołanie] wizyta ${record.visit.id}`);
    return visitView(store, record, user);
  });

  route('rescheduleAppointment', ({ user, params, body }) => {
    const record = visitFor(store, user, params.id ?? '', 4678);
    if (isDoctor(user)) throw new ApiError(403, 4702, 'Termin wizyty może zmienić tylko pacjent.');
    const now = ctx.clock.now();
    // Checked and consumed in one synchronous step, like a booking: a second use of the hold gets 409.
    const hold = liveReservation(store, body.slotReservationId, now);
    rescheduleVisit(store, record, hold, now, brandOf(user.deployment));
    notify(record, 'VISIT_RESCHEDULED');
    ctx.log(`[zmiana terminu] wizyta ${record.visit.id} → ${record.visit.appointmentAt}`);
    return visitView(store, record, user);
  });

  route('submitVisitSurvey', ({ user, params, body }) => {
    const record = visitFor(store, user, params.id ?? '', 4678);
    if (isDoctor(user)) throw new ApiError(403, 4706, 'Ankietę wypełnia pacjent.');
    if (record.visit.processStatus !== 'NEW') {
      throw new ApiError(409, 4706, 'Ta wizyta nie czeka na ankietę.');
    }
    const expected = Object.keys(record.patients).sort();
    const given = body.answers.map((a) => a.patientId).sort();
    if (given.length !== expected.length || given.some((id, i) => id !== expected[i])) {
      throw new ApiError(400, 4706, 'Ankieta wymaga odpowiedzi dla każdego pacjenta wizyty.');
    }
    record.visit.survey = { answers: body.answers.map((answer) => ({ ...answer })) };
    record.visit.processStatus = statusAfterSurvey(record);
    ctx.log(`[ankieta] wizyta ${record.visit.id} → ${record.visit.processStatus}`);
    return visitView(store, record, user);
  });

  route('getAppointmentPatients', ({ user, params }) => ({
    ...visitFor(store, user, params.id ?? '', 4955).patients,
  }));
}
