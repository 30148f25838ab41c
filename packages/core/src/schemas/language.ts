import * as z from 'zod/mini';

/** Language codes with their fixed ids (spec §3). */
export const LANGUAGES = [
  { code: 'PL', id: 1 },
  { code: 'EN', id: 2 },
  { code: 'UA', id: 3 },
  { code: 'RU', id: 4 },
  { code: 'DE', id: 5 },
] as const;

export const LANGUAGE_CODES = ['PL', 'EN', 'UA', 'RU', 'DE'] as const;
export const LanguageCodeSchema = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof LanguageCodeSchema>;

/** The language-code → id map of spec §3. */
export const LANGUAGE_IDS: Readonly<Record<LanguageCode, number>> = { PL: 1, EN: 2, UA: 3, RU: 4, DE: 5 };

/** An entry of the language dictionary. */
export const LanguageSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string().check(z.minLength(1)),
});
export type Language = z.infer<typeof LanguageSchema>;
