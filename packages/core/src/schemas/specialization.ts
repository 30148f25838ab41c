import * as z from 'zod/mini';

/**
 * Specialization codes carried by a visit. The spec lists the ones seen; the list is open on the
 * provider's side, so a visit accepts any upper-case code (see VisitSchema) and these are the
 * known ones for labels and seeds.
 */
export const SPECIALIZATION_CODES = [
  'ALLERGIST',
  'INTERNIST',
  'CARDIOLOGIST',
  'UROLOGIST',
  'PSYCHIATRIST',
  'PEDIATRICIAN',
] as const;
export const SpecializationCodeSchema = z.enum(SPECIALIZATION_CODES);
export type SpecializationCode = z.infer<typeof SpecializationCodeSchema>;

/** A specialization of the dictionary (`visit-api/v1/specializations`); house visits offer only id 0. */
export const SpecializationSchema = z.object({
  id: z.int().check(z.nonnegative()),
  name: z.string().check(z.minLength(1)),
});
export type Specialization = z.infer<typeof SpecializationSchema>;
