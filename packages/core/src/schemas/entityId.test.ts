import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AmountSchema, DictionaryIdSchema, EntityIdSchema } from './entityId';

describe('ids and amounts', () => {
  it('accept opaque string ids, integer dictionary ids and non-negative amounts', () => {
    expect(z.safeParse(EntityIdSchema, 'test').success).toBe(true);
    expect(z.safeParse(DictionaryIdSchema, 0).success).toBe(true);
    expect(z.safeParse(AmountSchema, 79.99).success).toBe(true);
  });
  it('refuse empty ids, fractional dictionary ids and negative amounts', () => {
    expect(z.safeParse(EntityIdSchema, '').success).toBe(false);
    expect(z.safeParse(EntityIdSchema, 12).success).toBe(false);
    expect(z.safeParse(DictionaryIdSchema, 2.5).success).toBe(false);
    expect(z.safeParse(AmountSchema, -1).success).toBe(false);
  });
});
