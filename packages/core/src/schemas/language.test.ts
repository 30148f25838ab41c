import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { LANGUAGE_CODES, LANGUAGE_IDS, LANGUAGES, LanguageCodeSchema, LanguageSchema } from './language';

describe('languages', () => {
  it('have the ids of spec §3: PL 1, EN 2, UA 3, RU 4, DE 5', () => {
    expect(LANGUAGE_IDS).toEqual({ PL: 1, EN: 2, UA: 3, RU: 4, DE: 5 });
    for (const { code, id } of LANGUAGES) expect(LANGUAGE_IDS[code]).toBe(id);
    expect(LANGUAGES.map((l) => l.code)).toEqual([...LANGUAGE_CODES]);
  });
  it('parse codes and dictionary items, refusing unknown ones', () => {
    expect(z.safeParse(LanguageCodeSchema, 'UA').success).toBe(true);
    expect(z.safeParse(LanguageCodeSchema, 'FR').success).toBe(false);
    expect(z.safeParse(LanguageSchema, { id: 1, name: 'polski' }).success).toBe(true);
    expect(z.safeParse(LanguageSchema, { id: 0, name: 'polski' }).success).toBe(false);
  });
});
