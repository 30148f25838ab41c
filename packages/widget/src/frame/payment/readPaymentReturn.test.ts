import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetPaymentTicket,
  PAYMENT_TICKET_KEY,
  paymentTicket,
  rememberPaymentTicket,
} from './paymentTicket';
import { readPaymentReturn } from './returnedPaymentApi';

const FRAME = 'https://provider.test/widget/flow.html?type=general&instance=wizyta-1';

describe('the flow frame’s payment return', () => {
  afterEach(() => sessionStorage.clear());

  it('is for the visit of the ticket this origin kept, whatever the address claims', () => {
    rememberPaymentTicket({ appointmentId: 'w-own', returnKey: 'k'.repeat(43) });
    expect(readPaymentReturn(`${FRAME}&wizyta=wizyta-1&appointmentId=w-other`, 'wizyta-1')).toEqual({
      appointmentId: 'w-own',
    });
  });

  it('falls back to the visit the partner page kept where this frame kept nothing', () => {
    expect(readPaymentReturn(`${FRAME}&wizyta=wizyta-1&appointmentId=w-1`, 'wizyta-1')).toEqual({
      appointmentId: 'w-1',
    });
    expect(readPaymentReturn(`${FRAME}&wizyta=wizyta-1`, 'wizyta-1')).toBeNull();
    expect(readPaymentReturn(`${FRAME}&wizyta=other&appointmentId=w-1`, 'wizyta-1')).toBeNull();
    expect(readPaymentReturn(`${FRAME}&appointmentId=w-1`, 'wizyta-1')).toBeNull();
  });

  it('keeps the return key in this origin’s storage only, and forgets it', () => {
    rememberPaymentTicket({ appointmentId: 'w-1', returnKey: 'k'.repeat(43) });
    expect(paymentTicket('w-1')).toEqual({ appointmentId: 'w-1', returnKey: 'k'.repeat(43) });
    expect(paymentTicket('w-2')).toBeNull();
    forgetPaymentTicket();
    expect(sessionStorage.getItem(PAYMENT_TICKET_KEY)).toBeNull();
  });
});
