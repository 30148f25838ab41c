import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../components/testing/renderWithApp';
import ContactPage from './ContactPage';

const input = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const send = () => userEvent.click(screen.getByRole('button', { name: 'Wyślij wiadomość' }));

describe('ContactPage', () => {
  it('shows the phone line hours and fills in the signed-in patient', async () => {
    await renderWithApp(<ContactPage />, { path: '/contact' });
    expect(screen.getByText('Infolinia czynna codziennie w godzinach 07:00–22:00.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+48 22 555 01 00' }).getAttribute('href')).toBe(
      'tel:+48225550100',
    );
    expect(screen.getByRole('link', { name: 'pomoc@wizyta.example' }).getAttribute('href')).toBe(
      'mailto:pomoc@wizyta.example',
    );
    expect(input('Imię i nazwisko').value).toBe('Anna Kowalska');
    expect(input('Adres e-mail').value).toBe('anna.kowalska@example.com');
  });

  it('requires a valid e-mail, name, subject and message', async () => {
    const view = await renderWithApp(<ContactPage />, { path: '/contact' });
    await userEvent.clear(input('Adres e-mail'));
    await userEvent.type(input('Adres e-mail'), 'anna@');
    await send();
    expect(document.activeElement).toBe(input('Adres e-mail'));
    expect(screen.getByText('Podaj prawidłowy adres e-mail, np. jan.kowalski@example.pl')).toBeTruthy();
    expect(input('Temat').getAttribute('aria-invalid')).toBe('true');
    expect(input('Wiadomość').getAttribute('aria-describedby')).toBe('contact-message-error');
    expect(screen.getAllByText('To pole jest wymagane')).toHaveLength(2);
    expect(view.requests).toEqual([]);
  });

  it('sends the message to contact/message and says so', async () => {
    const view = await renderWithApp(<ContactPage />, { path: '/contact' });
    await userEvent.type(input('Temat'), 'Faktura');
    await userEvent.type(input('Wiadomość'), 'Proszę o fakturę za wizytę.');
    await send();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Dziękujemy! Wiadomość została wysłana.'),
    );
    expect(view.requests).toEqual(['POST /patient-portal/api/contact/message']);
    expect(input('Wiadomość').value).toBe('');
  });

  it('keeps the message when sending fails', async () => {
    const view = await renderWithApp(<ContactPage />, { path: '/contact' });
    view.intercept(() => Response.json({ code: 4191, message: 'x' }, { status: 500 }));
    await userEvent.type(input('Temat'), 'Faktura');
    await userEvent.type(input('Wiadomość'), 'Proszę o fakturę.');
    await send();
    await waitFor(() => expect(view.toasts()).toHaveLength(1));
    expect(view.toasts()[0]).toMatch(/^Błąd 4191: /);
    expect(input('Wiadomość').value).toBe('Proszę o fakturę.');
  });
});
