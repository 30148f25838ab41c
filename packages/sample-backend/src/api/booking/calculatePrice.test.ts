import { describe, expect, it } from 'vitest';
import { calculatePrice } from './calculatePrice';

describe('calculatePrice', () => {
  it.each([
    [{ basePrice: 150, paymentType: 'ONLINE' as const }, 150, null],
    [{ basePrice: 249, paymentType: 'CASH' as const }, 269, null],
    [{ basePrice: 150, paymentType: 'ONLINE' as const, voucher: 'TEST' }, 130, 'ACTIVE'],
    [{ basePrice: 150, paymentType: 'CASH' as const, voucher: ' test ' }, 150, 'ACTIVE'],
    [{ basePrice: 150, paymentType: 'ONLINE' as const, voucher: 'RABAT50' }, 150, 'INVALID'],
    [{ basePrice: 150, paymentType: undefined, forNfz: true }, 0, null],
  ])('%o costs %d', (input, price, voucherStatus) => {
    const result = calculatePrice(input);
    expect(result.price).toBe(price);
    expect(result.voucherStatus).toBe(voucherStatus);
  });
});
