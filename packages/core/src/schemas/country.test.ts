import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CountrySchema } from './country';

describe('CountrySchema', () => {
  it('parses {id, name} and refuses a string id', () => {
    expect(z.safeParse(CountrySchema, { id: 1, name: 'Polska' }).success).toBe(true);
    expect(z.safeParse(CountrySchema, { id: 'PL', name: 'Polska' }).success).toBe(false);
  });
});
