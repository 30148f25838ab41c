import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createBookingTestBed } from '../testing/bookingTestBed';
import { toPayment } from '../testing/flowSteps';
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

describe('the booking funnel of a whole booking', () => {
  it('sends each step, the payment method and the result, with enum words only', async () => {
    const user = userEvent.setup();
    const bed = await createBookingTestBed();
    await bed.signIn();
    const funnel: Array<[string, Readonly<Record<string, string>>]> = [];
    bed.render({ onFunnel: (event, props) => funnel.push([event, props]) });
    await toPayment(user);
    await user.click(screen.getByLabelText('Gotówką u lekarza (+20,00 zł)'));
    await user.click(screen.getByRole('button', { name: 'Zamawiam' }));
    await screen.findByRole('heading', { name: 'Wizyta zarezerwowana' });
    await waitFor(() => expect(funnel.at(-1)?.[0]).toBe('booking_result'));
    expect(funnel).toEqual([
      ['booking_step', { step: 'search' }],
      ['booking_step', { step: 'summary' }],
      ['booking_step', { step: 'personal' }],
      ['booking_step', { step: 'symptoms' }],
      ['booking_step', { step: 'payment' }],
      ['booking_step', { step: 'result' }],
      ['payment_method', { method: 'CASH' }],
      ['booking_result', { result: 'success' }],
    ]);
    // What the patient typed and the visit's ids and times never reach the props.
    const values = funnel.flatMap(([, props]) => Object.values(props));
    for (const value of values) expect(value).toMatch(/^[A-Za-z_]+$/);
  });

  it('reports a sign-in during the flow as login, once', async () => {
    const bed = await createBookingTestBed();
    const funnel: string[] = [];
    bed.render({ onFunnel: (event, props) => funnel.push(`${event} ${Object.values(props).join()}`) });
    await screen.findByRole('heading', { name: 'Umów wizytę' });
    await bed.signIn();
    await waitFor(() => expect(funnel).toContain('login sms'));
    expect(funnel.filter((line) => line.startsWith('login'))).toEqual(['login sms']);
  });
});
