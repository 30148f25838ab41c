import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PhoneNumberSchema } from './phoneNumber';

describe('PhoneNumberSchema', () => {
  it('parses a prefix and digits, with an optional display pattern', () => {
    expect(z.safeParse(PhoneNumberSchema, { prefix: '+48', number: '500100200' }).success).toBe(true);
    expect(
      z.safeParse(PhoneNumberSchema, { prefix: '+48', number: '500100200', pattern: '### ### ###' }).success,
    ).toBe(true);
  });
  it('refuses a prefix without + and a number with spaces', () => {
    expect(z.safeParse(PhoneNumberSchema, { prefix: '48', number: '500100200' }).success).toBe(false);
    expect(z.safeParse(PhoneNumberSchema, { prefix: '+48', number: '500 100 200' }).success).toBe(false);
  });
});
