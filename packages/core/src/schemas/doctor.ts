import * as z from 'zod/mini';
import { EntityIdSchema } from './entityId';
import { SpecializationSchema } from './specialization';

/**
 * A doctor as shown to patients. `specializations` is present in an order (spec §3) and in a
 * reservation; the visits list may leave it out, so it is optional.
 */
export const DoctorSchema = z.object({
  id: EntityIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  specializations: z.optional(z.array(SpecializationSchema)),
});
export type Doctor = z.infer<typeof DoctorSchema>;
