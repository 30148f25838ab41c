import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bedForEachTest } from '../testing/bookingTestBed';
import { toPersonal } from '../testing/flowSteps';
import { descriptionOf, invalidField } from '../testing/queries';

const bed = bedForEachTest({ signIn: true });

describe('Personal', () => {
  it('ties the machine’s messages to each emptied field, focuses the first, and proceeds once fixed', async () => {
    const user = userEvent.setup();
    bed().render();
    await toPersonal(user);
    for (const label of [
      'Imię',
      'Nazwisko',
      'PESEL',
      'Data urodzenia',
      'Miejscowość',
      'Kod pocztowy',
      'Ulica',
      'Numer domu',
      'Adres e-mail',
      'Numer telefonu',
    ]) {
      await user.clear(screen.getByLabelText(label));
    }
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    const firstName = invalidField('Imię');
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(descriptionOf(firstName)).toBe('To pole jest wymagane');
    expect(descriptionOf(invalidField('PESEL'))).toBe('To pole jest wymagane');
    expect(descriptionOf(invalidField('Kod pocztowy'))).toBe('To pole jest wymagane');
    expect(descriptionOf(invalidField('Adres e-mail'))).toMatch(/.+/);
    expect(descriptionOf(invalidField('Numer telefonu'))).toBe('To pole jest wymagane');

    await user.type(screen.getByLabelText('Imię'), 'Anna');
    await user.type(screen.getByLabelText('Nazwisko'), 'Nowak');
    await user.type(screen.getByLabelText('PESEL'), '44051401359');
    // The date of birth follows a valid PESEL.
    expect((screen.getByLabelText('Data urodzenia') as HTMLInputElement).value).toBe('1944-05-14');
    await user.type(screen.getByLabelText('Miejscowość'), 'Warszawa');
    await user.type(screen.getByLabelText('Kod pocztowy'), '00-950');
    await user.type(screen.getByLabelText('Ulica'), 'Marszałkowska');
    await user.type(screen.getByLabelText('Numer domu'), '10');
    await user.type(screen.getByLabelText('Adres e-mail'), 'anna@example.pl');
    await user.type(screen.getByLabelText('Numer telefonu'), '500100200');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { name: 'Objawy' });
  });

  it('asks for a document instead of a PESEL, and keeps what was typed going back and forth', async () => {
    const user = userEvent.setup();
    bed().render();
    await toPersonal(user);
    await user.click(screen.getByLabelText('Nie mam numeru PESEL'));
    expect(screen.queryByLabelText('PESEL')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(descriptionOf(invalidField('Rodzaj dokumentu'))).toBe('Wybierz jedną z opcji');
    expect(descriptionOf(invalidField('Numer dokumentu'))).toBe('To pole jest wymagane');

    await user.selectOptions(screen.getByLabelText('Rodzaj dokumentu'), 'Paszport');
    await user.type(screen.getByLabelText('Numer dokumentu'), 'AB1234567');
    await user.click(screen.getByRole('button', { name: 'Wstecz' }));
    await screen.findByRole('heading', { name: 'Szczegóły wizyty' });
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { name: 'Dane osobowe' });
    expect((screen.getByLabelText('Numer dokumentu') as HTMLInputElement).value).toBe('AB1234567');
    if ((screen.getByLabelText('Data urodzenia') as HTMLInputElement).value === '') {
      await user.type(screen.getByLabelText('Data urodzenia'), '1980-02-03');
    }
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { name: 'Objawy' });
  });
});
