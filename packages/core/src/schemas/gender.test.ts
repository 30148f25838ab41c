import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { GenderSchema } from './gender';

describe('genders', () => {
  it('parse a dictionary item and refuse an unknown code', () => {
    expect(z.safeParse(GenderSchema, { code: 'FEMALE', name: 'Kobieta' }).success).toBe(true);
    expect(z.safeParse(GenderSchema, { code: 'OTHER', name: 'Inna' }).success).toBe(false);
  });
});
