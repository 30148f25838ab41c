import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { tomorrow } from './bookingTestBed';

/** A user-event instance. */
export type User = ReturnType<typeof userEvent.setup>;

/** Options of {@link searchVisit}. */
export interface SearchOptions {
  /** The specialization's option value; the first in the list by default. */
  readonly specializationId?: string;
  /** The visit's day (YYYY-MM-DD); tomorrow by default. */
  readonly day?: string;
  readonly time?: string;
  readonly exactTime?: boolean;
  readonly nfz?: boolean;
  /** A stationary visit at this clinic (its name) instead of a phone call. */
  readonly clinic?: string;
}

/** Fills the search form for a CALL visit, or a stationary one at `clinic` (tomorrow at 10:00 by default), and submits it. */
export async function searchVisit(user: User, options: SearchOptions = {}): Promise<void> {
  await screen.findByRole('heading', { name: 'Umów wizytę' });
  // The towns come from the dictionary, with the search lists.
  await screen.findByRole('option', { name: 'Warszawa' });
  await user.selectOptions(screen.getByLabelText('Miasto'), 'Warszawa');
  if (options.clinic) {
    await user.click(screen.getByLabelText('Wizyta w placówce'));
    await user.click(await screen.findByLabelText(options.clinic));
  } else await user.click(screen.getByLabelText('Rozmowa telefoniczna'));
  const specialization = screen.getByLabelText('Specjalizacja lekarza');
  await waitFor(() => expect(within(specialization).getAllByRole('option').length).toBeGreaterThan(2));
  const first = within(specialization).getAllByRole('option')[1] as HTMLOptionElement;
  await user.selectOptions(specialization, options.specializationId ?? first.value);
  const date = screen.getByLabelText('Dzień wizyty');
  await user.clear(date);
  await user.type(date, options.day ?? tomorrow());
  const time = options.time ?? '10:00';
  const slot = screen.getByLabelText('Godzina');
  await waitFor(() => expect(within(slot).queryByRole('option', { name: time })).not.toBeNull());
  await user.selectOptions(slot, time);
  if (options.exactTime) await user.click(screen.getByLabelText('Dokładnie o wybranej godzinie'));
  await user.click(screen.getByLabelText('Dorosły'));
  if (options.nfz) await user.click(await screen.findByLabelText('Wizyta w ramach NFZ (bezpłatna)'));
  await user.click(screen.getByLabelText('Akceptuję regulamin serwisu'));
  await user.click(screen.getByRole('button', { name: 'Szukaj lekarza' }));
}

/** From the search to the order details. */
export async function toSummary(user: User, options?: SearchOptions): Promise<void> {
  await searchVisit(user, options);
  await screen.findByRole('heading', { name: 'Szczegóły wizyty' });
}

/** From the search to the personal data step (signed in beforehand). */
export async function toPersonal(user: User, options?: SearchOptions): Promise<void> {
  await toSummary(user, options);
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
  await screen.findByRole('heading', { name: 'Dane osobowe' });
}

/** Completes the personal data of `pacjent` (the profile fills most of it) and goes on. */
export async function completePersonal(user: User): Promise<void> {
  const values: ReadonlyArray<readonly [string, string]> = [
    ['Imię', 'Jan'],
    ['Nazwisko', 'Kowalski'],
    ['PESEL', '44051401359'],
    ['Miejscowość', 'Warszawa'],
    ['Kod pocztowy', '00-950'],
    ['Ulica', 'Marszałkowska'],
    ['Numer domu', '1'],
    ['Adres e-mail', 'jan@example.pl'],
    ['Numer telefonu', '500100204'],
  ];
  for (const [label, value] of values) {
    const input = screen.getByLabelText(label) as HTMLInputElement;
    if (input.value === '') await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
  await screen.findByRole('heading', { name: 'Objawy' });
}

/** From the search to the symptoms step. */
export async function toSymptoms(user: User, options?: SearchOptions): Promise<void> {
  await toPersonal(user, options);
  await completePersonal(user);
}

/** From the search to the payment step (or the NFZ confirmation). */
export async function toPayment(user: User, options?: SearchOptions): Promise<void> {
  await toSymptoms(user, options);
  await user.click(screen.getByLabelText('Kaszel'));
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
  await screen.findByRole('heading', { name: options?.nfz ? 'Potwierdzenie rezerwacji' : 'Płatność' });
}
