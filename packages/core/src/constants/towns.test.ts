import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { TownSchema } from '../schemas/town';
import { TOWNS } from './towns';

describe('TOWNS', () => {
  it('lists the 13 towns of spec §9 with ids 1–13 in order', () => {
    expect(TOWNS.map((t) => t.town)).toEqual([
      'Kraków',
      'Łódź',
      'Poznań',
      'Gdańsk',
      'Gdynia',
      'Sopot',
      'Warszawa',
      'Wrocław',
      'Piaseczno',
      'Gliwice',
      'Tychy',
      'Białystok',
      'Szczecin',
    ]);
    expect(TOWNS.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });
  it('are valid towns with unique slugs and a locative with its preposition', () => {
    for (const town of TOWNS) {
      expect(z.safeParse(TownSchema, town).success, town.town).toBe(true);
      expect(town.inflection).toMatch(/^we? \p{Lu}/u);
    }
    expect(new Set(TOWNS.map((t) => t.slug)).size).toBe(13);
    expect(TOWNS.find((t) => t.id === 8)?.inflection).toBe('we Wrocławiu');
  });
});
