import * as z from 'zod/mini';

/** A country of the dictionary (`visit-api/anonymous/countries`). */
export const CountrySchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string().check(z.minLength(1)),
});
export type Country = z.infer<typeof CountrySchema>;
