import * as z from 'zod/mini';
import { IdentityDocumentSchema } from './documentType';
import { GenderCodeSchema } from './gender';
import { IsoDateSchema } from './isoDateTime';
import { AgeRangeUnitSchema, PatientTypeSchema } from './patientType';
import { boundedText, TEXT_LIMITS } from './textLimits';

/**
 * One patient of an order. Not shown by the spec; decided: the search step fills `type` (and a
 * child's age range), the personal step fills the rest, so everything past `type` is optional
 * here and the personal form schema makes it required. `document` replaces the PESEL for a
 * patient who has none. `id` is an existing patient id (from `appointments/{id}/patients`).
 */
export const OrderPatientSchema = z.object({
  type: PatientTypeSchema,
  id: z.optional(boundedText(TEXT_LIMITS.id)),
  firstName: z.optional(boundedText(TEXT_LIMITS.name)),
  lastName: z.optional(boundedText(TEXT_LIMITS.name)),
  pesel: z.optional(z.string().check(z.regex(/^\d{11}$/), z.maxLength(11))),
  birthDate: z.optional(IsoDateSchema),
  gender: z.optional(GenderCodeSchema),
  document: z.optional(IdentityDocumentSchema),
  age: z.optional(
    z.object({
      value: z.int().check(z.nonnegative()),
      unit: AgeRangeUnitSchema,
    }),
  ),
});
export type OrderPatient = z.infer<typeof OrderPatientSchema>;
