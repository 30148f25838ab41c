import { describe, expect, it } from 'vitest';
import { type FunnelState, funnelEvents } from './funnelEvents';

const start: FunnelState = { step: null, outcome: null, paymentType: null, signedIn: null };

describe('funnelEvents', () => {
  it('reports a new step, a sign-in on the way, the payment method once booked and each outcome', () => {
    expect(funnelEvents(start, { ...start, step: 'search' })).toEqual([['booking_step', { step: 'search' }]]);
    expect(
      funnelEvents({ ...start, step: 'summary' }, { ...start, step: 'signIn', signedIn: 'sms' }),
    ).toEqual([
      ['login', { method: 'sms' }],
      ['booking_step', { step: 'signIn' }],
    ]);
    expect(
      funnelEvents(
        { ...start, step: 'payment', signedIn: 'sso' },
        { step: 'result', outcome: 'success', paymentType: 'CASH', signedIn: 'sso' },
      ),
    ).toEqual([
      ['booking_step', { step: 'result' }],
      ['payment_method', { method: 'CASH' }],
      ['booking_result', { result: 'success' }],
    ]);
    const paying: FunnelState = {
      step: 'result',
      outcome: 'pending',
      paymentType: 'ONLINE',
      signedIn: 'sms',
    };
    expect(funnelEvents(paying, { ...paying, outcome: 'failed' })).toEqual([
      ['booking_result', { result: 'failed' }],
    ]);
  });

  it('reports nothing when nothing changed (a re-render, a sign-in held from the start)', () => {
    const held: FunnelState = { step: 'personal', outcome: null, paymentType: null, signedIn: 'sms' };
    expect(funnelEvents(held, { ...held })).toEqual([]);
    expect(funnelEvents({ ...held, step: 'symptoms' }, { ...held, step: null })).toEqual([]);
  });
});
