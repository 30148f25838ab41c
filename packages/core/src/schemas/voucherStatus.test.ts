import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { VOUCHER_STATUSES, VoucherStatusSchema } from './voucherStatus';

describe('VoucherStatusSchema', () => {
  it('accepts ACTIVE and INVALID only', () => {
    expect(VOUCHER_STATUSES).toEqual(['ACTIVE', 'INVALID']);
    expect(z.safeParse(VoucherStatusSchema, 'INVALID').success).toBe(true);
    expect(z.safeParse(VoucherStatusSchema, 'USED').success).toBe(false);
  });
});
