// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readPaymentReturn, withInstance, withoutPaymentReturn } from './readPaymentReturn';

const PAGE = 'https://partner.test/book?tab=2';

describe('readPaymentReturn with several widgets', () => {
  it('gives a return that names an instance to that instance only', () => {
    const back = `${withInstance(PAGE, 'insurer')}&appointmentId=a1&paymentStatus=ACCEPTED`;
    expect(readPaymentReturn(back, 'insurer')).toEqual({ appointmentId: 'a1', paymentStatus: 'ACCEPTED' });
    expect(readPaymentReturn(back, 'wizyta-1')).toBeNull();
  });

  it('gives a return without a name to any instance', () => {
    const back = `${PAGE}&appointmentId=a1&paymentStatus=REJECTED`;
    expect(readPaymentReturn(back, 'wizyta-2')).toEqual({ appointmentId: 'a1', paymentStatus: 'REJECTED' });
  });

  it('strips the instance with the gateway parameters', () => {
    const back = `${withInstance(PAGE, 'insurer')}&appointmentId=a1&paymentStatus=ACCEPTED#top`;
    expect(withoutPaymentReturn(back)).toBe(PAGE);
  });
});
