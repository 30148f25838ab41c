import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SmsLoginStartRequestSchema, SmsLoginVerifyRequestSchema } from './smsLogin';

const phoneNumber = { prefix: '+48', number: '500100200' };

describe('SMS login', () => {
  it('parses start and verify requests', () => {
    expect(z.safeParse(SmsLoginStartRequestSchema, { phoneNumber }).success).toBe(true);
    expect(z.safeParse(SmsLoginVerifyRequestSchema, { phoneNumber, code: '123456' }).success).toBe(true);
  });
  it('refuses a flat phone string and a code with letters', () => {
    expect(z.safeParse(SmsLoginStartRequestSchema, { phoneNumber: '+48500100200' }).success).toBe(false);
    expect(z.safeParse(SmsLoginVerifyRequestSchema, { phoneNumber, code: '12a456' }).success).toBe(false);
  });
});
