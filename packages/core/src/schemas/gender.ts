import * as z from 'zod/mini';

export const GENDERS = ['MALE', 'FEMALE'] as const;
export const GenderCodeSchema = z.enum(GENDERS);
export type GenderCode = z.infer<typeof GenderCodeSchema>;

/** An entry of the gender dictionary (`dictionary/genders`). */
export const GenderSchema = z.object({
  code: GenderCodeSchema,
  name: z.string().check(z.minLength(1)),
});
export type Gender = z.infer<typeof GenderSchema>;
