import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createBookingTestBed } from '../testing/bookingTestBed';
import { toPayment } from '../testing/flowSteps';

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
