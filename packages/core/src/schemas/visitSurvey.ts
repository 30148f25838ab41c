import * as z from 'zod/mini';
import { EntityIdSchema } from './entityId';
import { boundedText, TEXT_LIMITS } from './textLimits';

/** What one patient of the visit tells the doctor before it: symptoms now, medicines, allergies. */
export const SurveyAnswerSchema = z.object({
  patientId: EntityIdSchema,
  symptoms: boundedText(TEXT_LIMITS.symptoms),
  medicines: boundedText(TEXT_LIMITS.additionalInfo),
  allergies: boundedText(TEXT_LIMITS.additionalInfo),
});
export type SurveyAnswer = z.infer<typeof SurveyAnswerSchema>;

/**
 * The pre-visit survey of a visit in NEW (decided, an addition): one answer per patient of the
 * visit (`appointments/{id}/patients`), saved by `POST appointments/{id}/survey` and carried back
 * with the visit to the patient and to its doctor.
 */
export const VisitSurveySchema = z.object({
  answers: z.array(SurveyAnswerSchema).check(z.minLength(1), z.maxLength(10)),
});
export type VisitSurvey = z.infer<typeof VisitSurveySchema>;
