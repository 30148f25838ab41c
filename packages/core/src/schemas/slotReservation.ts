import * as z from 'zod/mini';
import { DoctorSchema } from './doctor';
import { AmountSchema, DictionaryIdSchema, EntityIdSchema } from './entityId';
import { IsoDateTimeSchema } from './isoDateTime';
import { requiredText, TEXT_LIMITS } from './textLimits';
import { AppointmentTypeSchema } from './visitType';

/**
 * A held slot. Not shown; decided: the reservation id, the doctor, the visit time, what was
 * searched, when the hold ends (`expiresAt`; the duration is the server's, e.g. 10 minutes) and
 * the base price. `GET slot?id=` answers the same shape.
 */
export const SlotReservationSchema = z.object({
  id: EntityIdSchema,
  doctor: DoctorSchema,
  start: IsoDateTimeSchema,
  end: IsoDateTimeSchema,
  specializationId: DictionaryIdSchema,
  appointmentType: AppointmentTypeSchema,
  expiresAt: IsoDateTimeSchema,
  price: AmountSchema,
});
export type SlotReservation = z.infer<typeof SlotReservationSchema>;

const counts = {
  adultsCount: z.int().check(z.nonnegative()),
  childrenCount: z.int().check(z.nonnegative()),
};

/**
 * Body of `slot/reserve-first-available`: the first free slot between `dateTimeFrom` (default:
 * now) and `dateTimeTo`. `city` is the town id of a house visit.
 */
export const ReserveFirstAvailableRequestSchema = z.object({
  specializationId: DictionaryIdSchema,
  dateTimeTo: IsoDateTimeSchema,
  appointmentType: AppointmentTypeSchema,
  dateTimeFrom: z.optional(IsoDateTimeSchema),
  city: z.optional(DictionaryIdSchema),
  ...counts,
});
export type ReserveFirstAvailableRequest = z.infer<typeof ReserveFirstAvailableRequestSchema>;

/**
 * Body of `slot/reserve`. Not shown; decided: reserve the slot picked among the other slots by
 * its `slotKey`; `previousReservationId` is released in the same call so that the patient never
 * holds two slots.
 */
export const ReserveSlotRequestSchema = z.object({
  slotKey: requiredText(TEXT_LIMITS.slotKey),
  appointmentType: AppointmentTypeSchema,
  city: z.optional(DictionaryIdSchema),
  previousReservationId: z.optional(EntityIdSchema),
  ...counts,
});
export type ReserveSlotRequest = z.infer<typeof ReserveSlotRequestSchema>;

/** Body of `slot/extend`: the hold to prolong. */
export const ExtendSlotRequestSchema = z.object({ slotReservationId: EntityIdSchema });
export type ExtendSlotRequest = z.infer<typeof ExtendSlotRequestSchema>;

/** Response of `slot/extend`: the new end of the hold. */
export const ExtendSlotResponseSchema = z.object({
  slotReservationId: EntityIdSchema,
  expiresAt: IsoDateTimeSchema,
});
export type ExtendSlotResponse = z.infer<typeof ExtendSlotResponseSchema>;
