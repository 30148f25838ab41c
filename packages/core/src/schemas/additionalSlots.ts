import * as z from 'zod/mini';
import { DoctorSchema } from './doctor';
import { AmountSchema, DictionaryIdSchema, EntityIdSchema } from './entityId';
import { IsoDateTimeSchema } from './isoDateTime';
import { SpecializationSchema } from './specialization';

/** One other free slot; `slotKey` is what `slot/reserve` takes. */
export const AdditionalSlotSchema = z.object({
  slotKey: z.string().check(z.minLength(1)),
  doctorId: EntityIdSchema,
  start: IsoDateTimeSchema,
  end: IsoDateTimeSchema,
  price: AmountSchema,
  specializationId: z.optional(DictionaryIdSchema),
});
export type AdditionalSlot = z.infer<typeof AdditionalSlotSchema>;

/**
 * Response of `slot/additional` (spec §3). Decided: `doctors` maps doctor id → doctor and
 * `specializations` maps specialization id (as a string key) → specialization; `page` is
 * zero-based.
 */
export const AdditionalSlotsSchema = z.object({
  additionalSlots: z.array(AdditionalSlotSchema),
  doctors: z.record(z.string(), DoctorSchema),
  specializations: z.record(z.string(), SpecializationSchema),
  page: z.int().check(z.nonnegative()),
  size: z.int().check(z.positive()),
  totalElements: z.int().check(z.nonnegative()),
});
export type AdditionalSlots = z.infer<typeof AdditionalSlotsSchema>;
