import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { TownSchema } from '../schemas/town';
import { TOWNS } from './towns';

describe('TOWNS', () => {
  it('are valid towns with unique slugs and a locative with its preposition', () => {
    for (const town of TOWNS) {
      expect(z.safeParse(TownSchema, town).success, town.town).toBe(true);
      expect(town.inflection).toMatch(/^we? \p{Lu}/u);
    }
    expect(new Set(TOWNS.map((t) => t.slug)).size).toBe(13);
    expect(TOWNS.find((t) => t.id === 8)?.inflection).toBe('we Wrocławiu');
  });
});
