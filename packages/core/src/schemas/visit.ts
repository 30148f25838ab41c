import * as z from 'zod/mini';
import { AttributionSchema } from './attribution';
import { ClinicSchema } from './clinic';
import { DoctorSchema } from './doctor';
import { AmountSchema, DictionaryIdSchema, EntityIdSchema } from './entityId';
import { IsoDateTimeSchema } from './isoDateTime';
import { ProcessStatusSchema } from './processStatus';
import { VisitBookingSchema, VisitPaymentSchema, VisitRefundSchema } from './visitBooking';
import { VisitSurveySchema } from './visitSurvey';
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
  /** Where the booking came from, as it was booked; absent when nothing was known. */
  attribution: z.optional(AttributionSchema),
  // Additions to spec §3 (DESIGN.md "Additions to spec §7"), all optional so that a backend
  // without them still answers a valid visit: the client then offers no change and shows no
  // booking details, rather than guessing.
  /** The dictionary id of the specialization, so that a new time is searched in the same list. */
  specializationId: z.optional(DictionaryIdSchema),
  /** What the patient entered while booking. */
  booking: z.optional(VisitBookingSchema),
  /**
   * Until when the patient may cancel (`POST appointments/{id}/cancel`); null or absent when the
   * visit cannot be cancelled at all. A past time means the cut-off has passed.
   */
  cancellableUntil: z.nullish(IsoDateTimeSchema),
  /** Until when the patient may move the visit (`POST appointments/{id}/reschedule`); as above. */
  reschedulableUntil: z.nullish(IsoDateTimeSchema),
  /** What a cancellation now would return to the patient, in PLN (0: nothing was paid). */
  refundOnCancel: z.optional(AmountSchema),
  /** The refund of a cancelled visit that had been paid. */
  refund: z.optional(VisitRefundSchema),
  /** How the visit is settled and whether the patient has paid it (absent: not known). */
  payment: z.optional(VisitPaymentSchema),
  /** The patient may download the visit's invoice (`GET appointments/{id}/invoice`): paid, with invoice data. */
  invoiceAvailable: z.optional(z.boolean()),
  /** The pre-visit survey's answers, once the patient gave them (to the patient and the doctor). */
  survey: z.optional(VisitSurveySchema),
  /** Where a stationary visit takes place: the clinic chosen at booking. */
  clinic: z.optional(ClinicSchema),
});
export type Visit = z.infer<typeof VisitSchema>;
