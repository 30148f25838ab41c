import * as z from 'zod/mini';
import { AddressSchema } from './address';
import { AttributionSchema } from './attribution';
import { DictionaryIdSchema, EntityIdSchema } from './entityId';
import { InvoiceSchema } from './invoice';
import { OrderPatientSchema } from './orderPatient';
import { VisitPaymentTypeSchema } from './paymentType';
import { PhoneNumberSchema } from './phoneNumber';
import { ProcessStatusSchema } from './processStatus';
import { SymptomSchema } from './symptom';
import { boundedText, TEXT_LIMITS } from './textLimits';

/**
 * Body of `POST appointments` (book the held slot). The spec shows `slotReservationId` and
 * `paymentType`; decided: the rest of the order travels in the same call so that booking is one
 * atomic step. `paymentType` is how the visit is settled (core's `visitPaymentType`, which the API
 * checks): ONLINE, CASH, PLAN or NFZ; an older client may leave it out of an NFZ booking.
 */
export const CreateAppointmentRequestSchema = z
  .object({
    slotReservationId: EntityIdSchema,
    paymentType: z.optional(VisitPaymentTypeSchema),
    forNfz: z.boolean(),
    voucher: z.optional(boundedText(TEXT_LIMITS.voucher)),
    email: z.email().check(z.maxLength(TEXT_LIMITS.email)),
    phoneNumber: PhoneNumberSchema,
    address: AddressSchema,
    setDefaultAddress: z.optional(z.boolean()),
    patients: z.array(OrderPatientSchema).check(z.minLength(1)),
    symptoms: z.optional(z.array(SymptomSchema)),
    additionalSymptoms: z.optional(boundedText(TEXT_LIMITS.symptoms)),
    invoice: z.optional(InvoiceSchema),
    countryId: z.optional(DictionaryIdSchema),
    languageId: z.optional(DictionaryIdSchema),
    /** The clinic of a stationary visit (one of `clinics` of the held slot's town). */
    clinicId: z.optional(EntityIdSchema),
    /** Where the booking came from: the partner and the page's `utm_*`. */
    attribution: z.optional(AttributionSchema),
  })
  .check(
    z.refine((body) => body.forNfz || body.paymentType !== undefined, {
      message: 'paymentType is required unless forNfz',
      path: ['paymentType'],
    }),
    z.refine((body) => (body.paymentType === 'NFZ') === body.forNfz || body.paymentType === undefined, {
      message: 'paymentType NFZ goes with forNfz, and only with it',
      path: ['paymentType'],
    }),
  );
export type CreateAppointmentRequest = z.infer<typeof CreateAppointmentRequestSchema>;

/**
 * Response of `POST appointments`. Decided: the new appointment's id and status; ONLINE goes on
 * to `payment/redirect`, CASH and NFZ straight to the result page.
 */
export const CreateAppointmentResponseSchema = z.object({
  appointmentId: EntityIdSchema,
  processStatus: ProcessStatusSchema,
});
export type CreateAppointmentResponse = z.infer<typeof CreateAppointmentResponseSchema>;

/** Response of `appointments/{id}/patients`: patient id → display name. */
export const AppointmentPatientsSchema = z.record(z.string(), z.string());
export type AppointmentPatients = z.infer<typeof AppointmentPatientsSchema>;
