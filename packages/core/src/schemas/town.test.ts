import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { TownSchema } from './town';

describe('TownSchema', () => {
  it('parses a town with its locative and slug', () => {
    expect(
      z.safeParse(TownSchema, { id: 1, town: 'Kraków', inflection: 'w Krakowie', slug: 'krakow' }).success,
    ).toBe(true);
  });
  it('refuses a slug with Polish letters or capitals', () => {
    expect(
      z.safeParse(TownSchema, { id: 2, town: 'Łódź', inflection: 'w Łodzi', slug: 'Łódź' }).success,
    ).toBe(false);
  });
});
