import { describe, expect, it, vi } from 'vitest';
import type { DataStore, PaymentRecord } from '../seed/DataStore';
// Not a React hook, whatever its name says: called in a loop here.
import { newGatewaySecret, usePaymentSecret as openPayment, paymentByReturnKey } from './paymentLedger';

/** A store whose payments count how often they are looked through. */
function countingStore(payments: PaymentRecord[] = []): { store: DataStore; lookups: () => number } {
  let lookups = 0;
  const store = {
    payments: {
      values: () => {
        lookups += 1;
        return payments.values();
      },
    },
  } as unknown as DataStore;
  return { store, lookups: () => lookups };
}

describe('paymentLedger', () => {
  it('never looks up a gateway secret or return key not shaped like one it issued (an oversize string included)', () => {
    const { store, lookups } = countingStore();
    const now = new Date();
    const issued = newGatewaySecret();
    expect(issued).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const given of ['x'.repeat(1_000_000), `${issued}x`, issued.slice(1), `${issued.slice(1)}=`, 42]) {
      expect(openPayment(store, given, now)).toBeUndefined();
      if (typeof given === 'string') expect(paymentByReturnKey(store, given, now)).toBeUndefined();
    }
    expect(lookups()).toBe(0);
    // A well-formed one is looked up (and, unknown, opens nothing).
    expect(openPayment(store, issued, now)).toBeUndefined();
    expect(paymentByReturnKey(store, issued, now)).toBeUndefined();
    expect(lookups()).toBe(2);
  });

  it('compares gateway secrets and return keys in constant time, and finds the right one', async () => {
    // The real compare, watched, in a fresh copy of the ledger (the suite shares its modules).
    const compare = vi.fn<(a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => boolean>();
    vi.resetModules();
    vi.doMock('node:crypto', async (actual) => {
      const crypto = await actual<typeof import('node:crypto')>();
      compare.mockImplementation(crypto.timingSafeEqual);
      return { ...crypto, timingSafeEqual: compare };
    });
    try {
      const ledger = await import('./paymentLedger');
      const returnKey = ledger.newGatewaySecret();
      const payment = {
        returnKey,
        gatewaySecret: ledger.newGatewaySecret(),
        createdAt: new Date(),
      } as PaymentRecord;
      const { store } = countingStore([payment]);
      expect(ledger.paymentByReturnKey(store, ledger.newGatewaySecret(), new Date())).toBeUndefined();
      expect(ledger.paymentByReturnKey(store, returnKey, new Date())).toBe(payment);
      expect(compare).toHaveBeenCalledTimes(2);
    } finally {
      vi.doUnmock('node:crypto');
      vi.resetModules();
    }
  });
});
