import { afterEach, describe, expect, it } from 'vitest';
import { keepPaymentHandoff, PAYMENT_HANDOFF_KEY, takePaymentHandoff } from './paymentHandoff';

describe('payment hand-off on the partner page', () => {
  afterEach(() => sessionStorage.clear());

  it('gives the kept payment id back once, for its visit only', () => {
    keepPaymentHandoff('w-1', '3cb67620-40a8-4a75-aea5-ddd9c6f5cf15');
    expect(takePaymentHandoff('w-2')).toBeNull();
    keepPaymentHandoff('w-1', '3cb67620-40a8-4a75-aea5-ddd9c6f5cf15');
    expect(takePaymentHandoff('w-1')).toBe('3cb67620-40a8-4a75-aea5-ddd9c6f5cf15');
    expect(takePaymentHandoff('w-1')).toBeNull();
  });

  it('keeps nothing that is not a plain id', () => {
    keepPaymentHandoff('w-1', 'a"b');
    keepPaymentHandoff({ id: 1 }, 'p-1');
    expect(sessionStorage.getItem(PAYMENT_HANDOFF_KEY)).toBeNull();
  });
});
