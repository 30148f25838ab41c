import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PAYMENT_TYPES, PaymentTypeSchema } from './paymentType';

describe('PaymentTypeSchema', () => {
  it('accepts ONLINE and CASH only', () => {
    expect(PAYMENT_TYPES).toEqual(['ONLINE', 'CASH']);
    expect(z.safeParse(PaymentTypeSchema, 'CASH').success).toBe(true);
    expect(z.safeParse(PaymentTypeSchema, 'CARD').success).toBe(false);
  });
});
