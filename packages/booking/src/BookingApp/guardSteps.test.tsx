import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage } from '@wizyta/core';
import { PHONES } from '@wizyta/testkit/backend';
import { describe, expect, it } from 'vitest';
import { bedForEachTest } from '../testing/bookingTestBed';
import { completePersonal, searchVisit, toPersonal, toSummary } from '../testing/flowSteps';

const bed = bedForEachTest();

/** From the search to the sign-in the personal step asks for, anonymous. */
async function toSignIn(user: ReturnType<typeof userEvent.setup>) {
  await toSummary(user);
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
  await screen.findByRole('heading', { name: 'Zaloguj się, aby zarezerwować wizytę' });
}

describe('the guard inside the flow: what a patient who signs in during it meets', () => {
  it('accepts the unaccepted terms in the flow and is back on the step, the hold kept', async () => {
    const user = userEvent.setup();
    bed().render();
    await toSignIn(user);
    await bed().signIn(PHONES.nowy);
    await screen.findByRole('heading', { name: 'Regulamin i zgody' });
    expect(
      bed()
        .events.filter((e) => e.name === 'step')
        .at(-1)?.detail,
    ).toEqual({ step: 'signIn' });
    await user.click(screen.getByRole('button', { name: 'Akceptuję i przechodzę dalej' }));
    expect(
      screen.getByRole('checkbox', { name: /Akceptuję regulamin serwisu/ }).getAttribute('aria-invalid'),
    ).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin serwisu/ }));
    await user.click(screen.getByRole('button', { name: 'Akceptuję i przechodzę dalej' }));
    await screen.findByRole('heading', { name: 'Dane osobowe' });
    expect(bed().session.getState().termsAccepted).toBe(true);
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it('shows the subscription-end notice after sign-in; closing it goes on with the flow', async () => {
    const user = userEvent.setup();
    await bed().signIn();
    await bed().api.setSubscriptionEndPopup({ body: { showSubscriptionEndPopup: true } });
    await bed().session.reloadProfile();
    bed().render();
    await screen.findByRole('heading', { name: 'Twój abonament dobiega końca' });
    await user.click(screen.getByRole('button', { name: 'Zamknij' }));
    await screen.findByRole('heading', { name: 'Umów wizytę' });
    expect(bed().session.getState().showSubscriptionEndPopup).toBe(false);
  });

  it('leaves the focus on the personal step’s heading when the NFZ choice appears after a late sign-in', async () => {
    const user = userEvent.setup();
    bed().render();
    await toSignIn(user);
    await bed().signIn(PHONES.nfz);
    const heading = await screen.findByRole('heading', { name: 'Dane osobowe' });
    await screen.findByLabelText('Wizyta w ramach NFZ (bezpłatna)');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // Still there once everything that follows the choice has run (preact's effects, a paint).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement).toBe(heading);
  });

  it('offers an NFZ-active patient who signed in after the search the NFZ visit: 0 zł, confirmed', async () => {
    const user = userEvent.setup();
    bed().render();
    await toSignIn(user);
    await bed().signIn(PHONES.nfz);
    await screen.findByRole('heading', { name: 'Dane osobowe' });
    await user.click(await screen.findByLabelText('Wizyta w ramach NFZ (bezpłatna)'));
    await completePersonal(user);
    await user.click(screen.getByLabelText('Gorączka'));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { name: 'Potwierdzenie rezerwacji' });
    expect(screen.getByText('Bezpłatna (NFZ)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Potwierdź rezerwację' }));
    await waitFor(() => expect(bed().events.map((e) => e.name)).toContain('booked'));
  });
});

describe('a reload (the flow mounted again over the same storage)', () => {
  it('comes back on the same step with what was typed on it', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    await bed().signIn();
    const first = bed().render({ storage, restore: true });
    await toPersonal(user);
    const flat = screen.getByLabelText('Numer mieszkania (opcjonalnie)') as HTMLInputElement;
    await user.clear(flat);
    await user.type(flat, '12');
    first.unmount();
    bed().render({ storage, restore: true });
    await screen.findByRole('heading', { name: 'Dane osobowe' });
    expect((screen.getByLabelText('Numer mieszkania (opcjonalnie)') as HTMLInputElement).value).toBe('12');
  });

  it('keeps the search form as typed before the search was sent', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const first = bed().render({ storage, restore: true });
    await screen.findByRole('option', { name: 'Warszawa' });
    await user.selectOptions(screen.getByLabelText('Miasto'), 'Warszawa');
    first.unmount();
    bed().render({ storage, restore: true });
    await screen.findByRole('option', { name: 'Warszawa' });
    await waitFor(() => expect((screen.getByLabelText('Miasto') as HTMLSelectElement).value).not.toBe(''));
    expect(screen.getByRole('option', { name: 'Warszawa', selected: true })).toBeTruthy();
    await searchVisit(user);
  });
});
