import { describe, expect, it } from 'vitest';
import { visitPaymentLabel, visitStatusLabel } from './visitStatusLabel';

describe('visitStatusLabel and visitPaymentLabel', () => {
  it('reads PAID as booked while the patient has not paid, as paid once they have', () => {
    const cash = { type: 'CASH' as const, amount: 170, paid: false };
    expect(visitStatusLabel({ processStatus: 'PAID', payment: cash })).toBe('visits.status.booked');
    expect(visitStatusLabel({ processStatus: 'PAID', payment: { ...cash, type: 'PLAN', amount: 0 } })).toBe(
      'visits.status.booked',
    );
    expect(
      visitStatusLabel({ processStatus: 'PAID', payment: { ...cash, type: 'ONLINE', paid: true } }),
    ).toBe('status.PAID');
    expect(visitStatusLabel({ processStatus: 'PAID' })).toBe('status.PAID');
    expect(visitStatusLabel({ processStatus: 'PENDING', payment: cash })).toBe('status.PENDING');
  });

  it('names who pays and whether it is paid', () => {
    expect(visitPaymentLabel({ payment: { type: 'CASH', amount: 170, paid: false } })).toBe(
      'visits.payment.CASH.due',
    );
    expect(visitPaymentLabel({ payment: { type: 'ONLINE', amount: 150, paid: true } })).toBe(
      'visits.payment.ONLINE.paid',
    );
    expect(visitPaymentLabel({ payment: { type: 'PLAN', amount: 0, paid: false } })).toBe(
      'visits.payment.PLAN',
    );
    expect(visitPaymentLabel({})).toBeUndefined();
  });
});
