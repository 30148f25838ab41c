import * as z from 'zod/mini';
import { AttributionSchema } from './attribution';
import { DoctorSchema } from './doctor';
import { EntityIdSchema } from './entityId';
import { IsoDateTimeSchema } from './isoDateTime';
import { ProcessStatusSchema } from './processStatus';
import { VisitTypeSchema } from './visitType';

/**
 * A visit, both as a list item and as the single visit (spec §3: same fields).
 *
 * Decisions: `doctor` is null while no doctor is assigned (SEARCH_FOR_DOCTOR, DOCTOR_NOT_FOUND);
 * times not yet known are null; `specialization` is an upper-case code, open-ended because the
 * provider's list is longer than the codes seen (SPECIALIZATION_CODES); `contractorId` is the
 * partner that sold the visit, a string.
 */
export const VisitSchema = z.object({
  id: EntityIdSchema,
  visitType: VisitTypeSchema,
  appointmentAt: IsoDateTimeSchema,
  finishedAt: z.nullish(IsoDateTimeSchema),
  conversationExpiresAt: z.nullish(IsoDateTimeSchema),
  doctor: z.nullable(DoctorSchema),
  contractorId: z.nullish(z.string()),
  processStatus: ProcessStatusSchema,
  nfzVisit: z.boolean(),
  specialization: z.string().check(z.regex(/^[A-Z][A-Z_]*$/)),
  specializationName: z.string(),
  prescriptionVisitUrl: z.nullish(z.url()),
  aureroVisitUrl: z.nullish(z.url()),
  /** Where the booking came from, as it was booked (issue 16); absent when nothing was known. */
  attribution: z.optional(AttributionSchema),
});
export type Visit = z.infer<typeof VisitSchema>;
