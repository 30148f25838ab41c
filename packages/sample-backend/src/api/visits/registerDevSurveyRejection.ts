import type { Hono } from 'hono';
import type { BackendEnv } from '../../BackendEnv';
import type { Clock } from '../../createClock';
import { ApiError } from '../../http/ApiError';
import type { DataStore } from '../../seed/DataStore';
import { rejectSurvey } from './surveyStatus';

/** Where a development server lets a test or a developer act as the doctor rejecting a survey. */
export const SURVEY_REJECTION_PATH = '/dev/visits/:id/survey-rejection';

/**
 * `POST /dev/visits/{id}/survey-rejection`: the visit's doctor does not accept its pre-visit survey
 * ({@link rejectSurvey}); answers `{ processStatus }`, 404/4678 for no such visit, 409/4706 for a
 * visit whose survey cannot be rejected. A provider's doctors decide in their own system, which the
 * sample does not have; served only by a development server on the loopback (the caller decides).
 */
export function registerDevSurveyRejection(
  app: Hono<BackendEnv>,
  deps: { readonly store: DataStore; readonly clock: Clock },
): void {
  app.post(SURVEY_REJECTION_PATH, (c) => {
    const record = deps.store.visits.get(c.req.param('id'));
    if (!record) throw new ApiError(404, 4678, 'Nie ma takiej wizyty.');
    rejectSurvey(deps.store, record, deps.clock.now());
    return c.json({ processStatus: record.visit.processStatus });
  });
}
