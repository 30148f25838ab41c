import { afterEach, describe, expect, it } from 'vitest';
import { keepPaymentHandoff, PAYMENT_HANDOFF_KEY, takePaymentHandoff } from './paymentHandoff';

describe('payment hand-off on the partner page', () => {
  afterEach(() => sessionStorage.clear());

  it('gives the kept visit id back once', () => {
    keepPaymentHandoff('w-1');
    expect(takePaymentHandoff()).toBe('w-1');
    expect(takePaymentHandoff()).toBeNull();
  });

  it('keeps nothing that is not a plain id, and holds no payment credential', () => {
    keepPaymentHandoff('a"b');
    keepPaymentHandoff({ id: 1 });
    expect(sessionStorage.getItem(PAYMENT_HANDOFF_KEY)).toBeNull();
    keepPaymentHandoff('w-2');
    expect(JSON.stringify({ ...sessionStorage })).toBe(JSON.stringify({ [PAYMENT_HANDOFF_KEY]: 'w-2' }));
  });
});
