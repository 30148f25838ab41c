import * as z from 'zod/mini';

/** A town of the dictionary (`visit-api/anonymous/towns`); `inflection` is the Polish locative. */
export const TownSchema = z.object({
  id: z.int().check(z.positive()),
  town: z.string().check(z.minLength(1)),
  inflection: z.string().check(z.minLength(1)),
  slug: z.string().check(z.regex(/^[a-z0-9-]+$/)),
});
export type Town = z.infer<typeof TownSchema>;
