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

  it.each([
    ['LATO2025', {}, 2001],
    ['jedenraz', {}, 2002],
    [' ANULOWANY ', {}, 2003],
    ['INTER10', { brand: 'general' }, 2004],
    ['DOMOWA20', { appointmentType: 'CALL' as const }, 2004],
    ['RABAT50', {}, 2005],
  ])('refuses %s with its catalogue code', (voucher, visit, code) => {
    const result = calculatePrice({ basePrice: 150, paymentType: 'ONLINE', voucher, ...visit });
    expect(result).toMatchObject({ voucherStatus: 'INVALID', voucherError: code, discount: 0, price: 150 });
  });

  it('takes a code off where it is valid: INTER10 for inter, DOMOWA20 for a house visit', () => {
    expect(
      calculatePrice({ basePrice: 150, paymentType: 'ONLINE', voucher: 'INTER10', brand: 'inter' }).price,
    ).toBe(130);
    expect(
      calculatePrice({
        basePrice: 249,
        paymentType: 'ONLINE',
        voucher: 'DOMOWA20',
        appointmentType: 'HOUSE',
      }),
    ).toMatchObject({ voucherStatus: 'ACTIVE', price: 229 });
    expect(
      calculatePrice({ basePrice: 150, paymentType: 'ONLINE', voucher: 'TEST' }).voucherError,
    ).toBeUndefined();
  });
});
