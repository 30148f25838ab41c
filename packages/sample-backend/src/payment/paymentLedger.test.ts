import { describe, expect, it } from 'vitest';
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
});
