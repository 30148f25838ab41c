import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BookingTestBed, createBookingTestBed } from '../testing/bookingTestBed';
import { toPayment } from '../testing/flowSteps';

/** The seeded NFZ-active patient (`nfz`). */
const NFZ_PHONE = { prefix: '+48', number: '500100204' };

let bed: BookingTestBed;
beforeEach(async () => {
  bed = await createBookingTestBed();
  await bed.signIn(NFZ_PHONE);
});

describe('ConfirmNfz', () => {
  it('replaces payment with the free NFZ confirmation and books without the gateway', async () => {
    const user = userEvent.setup();
    bed.render();
    await toPayment(user, { nfz: true });
    const steps = screen.getByRole('navigation', { name: 'Etapy umawiania wizyty' });
    expect(steps.textContent).toContain('Potwierdzenie');
    expect(steps.textContent).not.toContain('Płatność');
    expect(screen.getByText('Bezpłatna (NFZ)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Potwierdź rezerwację' }));
    await screen.findByRole('heading', { name: 'Wizyta zarezerwowana' });
    expect(bed.redirects).toEqual([]);
  });
});
