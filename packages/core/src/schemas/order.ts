import * as z from 'zod/mini';
import { AddressSchema } from './address';
import { ClinicSchema } from './clinic';
import { CountrySchema } from './country';
import { DoctorSchema } from './doctor';
import { AmountSchema, DictionaryIdSchema, EntityIdSchema } from './entityId';
import { InvoiceSchema } from './invoice';
import { IsoDateTimeSchema } from './isoDateTime';
import { LanguageSchema } from './language';
import { OrderPatientSchema } from './orderPatient';
import { PaymentTypeSchema } from './paymentType';
import { SymptomSchema } from './symptom';
import { TownSchema } from './town';
import { AppointmentTypeSchema } from './visitType';

/**
 * The order being booked, kept in sessionStorage (spec §3) so that it survives reloads and the
 * SSO and payment redirects. It never holds tokens. Fields are filled step by step, so all but
 * the search inputs are optional; the step form schemas make what each step needs required.
 *
 * Decisions where the spec is silent: `id` is the appointment id once one exists (before that
 * the reservation id); `city` is the town of a house visit; `slotReservationId` and
 * `reservationExpiresAt` track the held slot; `voucher`, `paymentType`, `symptoms`,
 * `additionalSymptoms` and `invoice` carry what the later steps collected.
 */
export const OrderSchema = z.object({
  id: z.optional(EntityIdSchema),
  doctor: z.optional(DoctorSchema),
  start: z.optional(IsoDateTimeSchema),
  end: z.optional(IsoDateTimeSchema),
  price: z.optional(AmountSchema),
  specializationId: z.optional(DictionaryIdSchema),
  country: z.optional(CountrySchema),
  /** The consultation's language, when the patient chose one (decided: beside `country`). */
  language: z.optional(LanguageSchema),
  city: z.optional(TownSchema),
  /** The clinic of a stationary visit, one of the town's (`clinics`). */
  clinic: z.optional(ClinicSchema),
  adultsCount: z.int().check(z.nonnegative()),
  childrenCount: z.int().check(z.nonnegative()),
  patients: z.array(OrderPatientSchema),
  appointmentType: z._default(AppointmentTypeSchema, 'CALL'),
  address: z.optional(AddressSchema),
  email: z.optional(z.email()),
  // Not PhoneNumberSchema: the order keeps what the patient typed, valid or not, so it is never lost.
  phoneNumber: z.optional(
    z.object({
      prefix: z.string(),
      number: z.string(),
      pattern: z.optional(z.string()),
    }),
  ),
  setDefaultAddress: z.optional(z.boolean()),
  forNfz: z._default(z.boolean(), false),
  slotReservationId: z.optional(EntityIdSchema),
  reservationExpiresAt: z.optional(IsoDateTimeSchema),
  paymentType: z.optional(PaymentTypeSchema),
  voucher: z.optional(z.string()),
  symptoms: z.optional(z.array(SymptomSchema)),
  additionalSymptoms: z.optional(z.string()),
  invoice: z.optional(InvoiceSchema),
});
export type Order = z.infer<typeof OrderSchema>;
