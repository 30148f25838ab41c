import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PriceCalculationRequestSchema, PriceCalculationSchema } from './priceCalculation';

describe('price calculation', () => {
  it('parses a request and a result', () => {
    expect(
      z.safeParse(PriceCalculationRequestSchema, {
        slotReservationId: 'r-1',
        voucher: 'TEST',
        paymentType: 'CASH',
      }).success,
    ).toBe(true);
    const result = { basePrice: 150, discount: 20, cashPaymentCost: 20, price: 150, voucherStatus: 'ACTIVE' };
    expect(z.parse(PriceCalculationSchema, result)).toEqual(result);
    expect(z.safeParse(PriceCalculationSchema, { ...result, voucherStatus: null }).success).toBe(true);
  });
  it('refuses a request without payment type and a negative price', () => {
    expect(z.safeParse(PriceCalculationRequestSchema, { slotReservationId: 'r-1' }).success).toBe(false);
    expect(
      z.safeParse(PriceCalculationSchema, {
        basePrice: 150,
        discount: 0,
        cashPaymentCost: 0,
        price: -1,
        voucherStatus: null,
      }).success,
    ).toBe(false);
  });
});
