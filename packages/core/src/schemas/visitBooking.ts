import * as z from 'zod/mini';
import { AddressSchema } from './address';
import { CountrySchema } from './country';
import { AmountSchema, EntityIdSchema } from './entityId';
import { InvoiceSchema } from './invoice';
import { LanguageSchema } from './language';
import { OrderPatientSchema } from './orderPatient';
import { VisitPaymentTypeSchema } from './paymentType';
import { PhoneNumberSchema } from './phoneNumber';
import { SymptomSchema } from './symptom';

/**
 * One patient of a booked visit as it is shown back: who it is and, for a child, the birth date.
 * Decided: no PESEL or identity document — the visit page needs a name, not an identity number,
 * and what is never sent cannot leak from a page left open.
 */
export const BookedPatientSchema = z.pick(OrderPatientSchema, {
  type: true,
  firstName: true,
  lastName: true,
  birthDate: true,
});
export type BookedPatient = z.infer<typeof BookedPatientSchema>;

/**
 * What the patient entered while booking (`POST appointments`), carried back with the visit
 * (decided, an addition to spec §3's Visit): the symptoms, the address with its flat number and
 * entry information (a house visit's doctor reads it first), the patients, the contact phone,
 * the country and language of the visit and the invoice data. Every field is optional: a visit
 * booked elsewhere (or answered by an older backend) shows what there is. The invoice data goes
 * to the patient only, never to the doctor.
 */
export const VisitBookingSchema = z.object({
  symptoms: z.optional(z.array(SymptomSchema)),
  additionalSymptoms: z.optional(z.string()),
  address: z.optional(AddressSchema),
  patients: z.optional(z.array(BookedPatientSchema)),
  phoneNumber: z.optional(PhoneNumberSchema),
  country: z.optional(CountrySchema),
  language: z.optional(LanguageSchema),
  invoice: z.optional(InvoiceSchema),
});
export type VisitBooking = z.infer<typeof VisitBookingSchema>;

/** Where the money of a cancelled, paid visit is: on its way back, or returned. */
export const REFUND_STATUSES = ['PENDING', 'DONE'] as const;

/** The refund of a cancelled visit that had been paid (decided: the whole amount, to the payer). */
export const VisitRefundSchema = z.object({
  amount: AmountSchema,
  status: z.enum(REFUND_STATUSES),
});
export type VisitRefund = z.infer<typeof VisitRefundSchema>;

/** Body of `POST appointments/{id}/reschedule`: the hold of the new time (same kind and specialization). */
export const RescheduleAppointmentRequestSchema = z.object({
  slotReservationId: EntityIdSchema,
});
export type RescheduleAppointmentRequest = z.infer<typeof RescheduleAppointmentRequestSchema>;

/**
 * How a visit is paid (an addition to spec §3's Visit): the settlement it was booked with, what
 * the patient pays in PLN (0 for PLAN and NFZ) and whether that has been paid — a cash visit is
 * paid at the visit, so it is not paid when it is booked; PLAN and NFZ are never "paid" by the
 * patient (`paid` false, `amount` 0).
 */
export const VisitPaymentSchema = z.object({
  type: VisitPaymentTypeSchema,
  amount: AmountSchema,
  paid: z.boolean(),
});
export type VisitPayment = z.infer<typeof VisitPaymentSchema>;
