import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMessages } from '@wizyta/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BookingTestBed, createBookingTestBed } from '../testing/bookingTestBed';
import { completePersonal, toPersonal, toSummary } from '../testing/flowSteps';

let bed: BookingTestBed;
beforeEach(async () => {
  bed = await createBookingTestBed();
});

const stepper = () => screen.getByRole('navigation', { name: 'Etapy umawiania wizyty' });

describe('BookingApp', () => {
  it('shows the steps of the full flow with the current one marked, and does not take focus on load', async () => {
    bed.render();
    await screen.findByRole('heading', { name: 'Umów wizytę' });
    const items = stepper().querySelectorAll('li');
    expect([...items].map((li) => li.textContent?.replace(/^\d/, ''))).toEqual([
      'Wyszukiwanie',
      'Szczegóły',
      'Dane osobowe',
      'Objawy',
      'Płatność',
      'Podsumowanie',
    ]);
    expect(items[0]?.getAttribute('aria-current')).toBe('step');
    expect(document.activeElement).toBe(document.body);
  });

  it('resumes a reloaded order at the step it reached, with the hold checked again', async () => {
    const user = userEvent.setup();
    await bed.signIn();
    const first = bed.render();
    await toPersonal(user);
    first.unmount();
    bed.render({ restore: true });
    await screen.findByRole('heading', { name: 'Dane osobowe' });
    expect(bed.paths.filter((p) => p.endsWith('/slot'))).toHaveLength(1);
    await completePersonal(user);
  });

  it('shows a stored order that fails its schema as error 4982 in the alert region, at the search', async () => {
    sessionStorage.setItem('wizyta.order', '{"patients":"nie"}');
    bed.render({ restore: true });
    await screen.findByRole('heading', { name: 'Umów wizytę' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(`Błąd 4982: ${createMessages('pl').formatError(4982)}`);
  });

  it('runs WELBI’s short flow: no stepper, sign-in and the personal data on the order page, booked without payment', async () => {
    const user = userEvent.setup();
    // WELBI's own deployment: its patient's token books as covered by the plan (PLAN).
    bed = await createBookingTestBed({ brand: 'welbi' });
    bed.render();
    await toSummary(user);
    // SHOW_ORDER_STEPS is not WELBI's (spec §1 "no steps").
    expect(screen.queryByRole('navigation', { name: 'Etapy umawiania wizyty' })).toBeNull();
    expect(screen.queryByText('Do zapłaty')).toBeNull();
    await screen.findByRole('heading', { name: 'Zaloguj się, aby zarezerwować wizytę' });
    await bed.signIn();
    await screen.findByRole('button', { name: 'Zarezerwuj wizytę' });
    const pesel = screen.getByLabelText('PESEL');
    if ((pesel as HTMLInputElement).value === '') await user.type(pesel, '44051401359');
    await user.click(screen.getByRole('button', { name: 'Zarezerwuj wizytę' }));
    await screen.findByRole('heading', { name: 'Wizyta zarezerwowana' });
    expect(bed.redirects).toEqual([]);
    await waitFor(() => expect(bed.events.some((e) => e.name === 'booked')).toBe(true));
  });
});
