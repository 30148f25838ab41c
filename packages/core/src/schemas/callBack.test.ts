import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CallBackRequestSchema } from './callBack';

describe('CallBackRequestSchema', () => {
  it('parses a phone with or without the search context', () => {
    const phoneNumber = { prefix: '+48', number: '500100200' };
    expect(z.safeParse(CallBackRequestSchema, { phoneNumber }).success).toBe(true);
    expect(
      z.safeParse(CallBackRequestSchema, {
        phoneNumber,
        specializationId: 0,
        appointmentType: 'HOUSE',
        city: 1,
      }).success,
    ).toBe(true);
  });
  it('refuses a request without a phone', () => {
    expect(z.safeParse(CallBackRequestSchema, { specializationId: 0 }).success).toBe(false);
  });
});
