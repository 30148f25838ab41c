import { describe, expect, it } from 'vitest';
import { BASIC_VISIT_FROM_PRICE, CASH_SURCHARGE, NFZ_VISIT_PRICE, SAMPLE_PRICES } from './prices';

describe('prices', () => {
  it('match spec §9', () => {
    expect(CASH_SURCHARGE).toBe(20);
    expect(BASIC_VISIT_FROM_PRICE).toBe(79);
    expect(NFZ_VISIT_PRICE).toBe(0);
    expect(SAMPLE_PRICES).toEqual({
      call: 150,
      house: 249,
      cashSurcharge: 20,
      voucher: { code: 'TEST', discount: 20 },
    });
  });
});
