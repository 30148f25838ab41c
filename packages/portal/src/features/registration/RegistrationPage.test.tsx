import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegistrationRequest } from '@wizyta/core';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../components/testing/renderWithApp';
import { createTestApp } from '../../testing/createTestApp';
import { renderWithShell } from '../../testing/renderWithShell';
import RegistrationPage from './RegistrationPage';

const input = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const signUps = () =>
  (window.dataLayer ?? []).filter((entry) => (entry as { event: string }).event === 'wizyta.sign_up');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));

async function fillValid(phone: string): Promise<void> {
  await userEvent.type(input('Imię'), 'Zofia');
  await userEvent.type(input('Nazwisko'), 'Wójcik-Nowak');
  await userEvent.type(input('PESEL'), '92071314764');
  // Document types and languages come from the anonymous dictionaries.
  await screen.findByRole('option', { name: 'Paszport' });
  await screen.findByRole('option', { name: 'polski' });
  await userEvent.selectOptions(input('Rodzaj dokumentu'), 'Paszport');
  await userEvent.type(input('Numer dokumentu'), 'AB1234567');
  await userEvent.selectOptions(input('Język kontaktu'), 'polski');
  await userEvent.type(input('Adres e-mail'), 'zofia.wojcik@example.com');
  await userEvent.type(input('Numer telefonu'), phone);
  await userEvent.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
}

describe('RegistrationPage', () => {
  it('refuses an invalid PESEL, a first name with digits and a NIP-like phone, focusing the first', async () => {
    const view = await renderWithApp(<RegistrationPage />, { path: '/registration' });
    await userEvent.type(input('Imię'), 'Jan2');
    await userEvent.type(input('PESEL'), '90010112345');
    await userEvent.type(input('Numer telefonu'), '5260250274');
    await submit();

    const firstName = input('Imię');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(firstName);
    expect(document.getElementById('registration-firstName-error')?.textContent).toBe(
      'Imię może zawierać tylko litery',
    );
    expect(input('PESEL').getAttribute('aria-describedby')).toContain('registration-pesel-error');
    expect(document.getElementById('registration-pesel-error')?.textContent).toBe(
      'Podaj prawidłowy numer PESEL',
    );
    expect(document.getElementById('registration-phoneNumber-number-error')?.textContent).toBe(
      'Podaj prawidłowy numer telefonu (dla numerów polskich 9 cyfr)',
    );
    expect(document.getElementById('registration-termsAgreement-error')?.textContent).toBe(
      'Akceptacja regulaminu jest wymagana',
    );
    expect(screen.getByRole('alert').textContent).toBe('Formularz zawiera błędy. Popraw zaznaczone pola.');
    expect(input('Imię').value).toBe('Jan2');
    // Only the dictionaries were read; nothing was sent.
    expect(view.requests.filter((r) => !r.startsWith('GET /visit-api/anonymous/'))).toEqual([]);
  });

  it('offers a patient who already has an account both ways in', async () => {
    const { app, logins } = await createTestApp();
    renderWithShell(app, <RegistrationPage />, '/registration');
    expect(screen.getByText('Masz już konto?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zaloguj się kodem SMS' }).getAttribute('href')).toBe(
      '/sms-login',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(logins()).toBe(1);
  });

  it('fills in the date of birth and gender from a valid PESEL', async () => {
    await renderWithApp(<RegistrationPage />, { path: '/registration' });
    await userEvent.type(input('PESEL'), '44051401359');
    expect(input('Data urodzenia').value).toBe('1944-05-14');
    expect(input('Płeć').value).toBe('MALE');
  });

  it('registers with valid data and says how to sign in', async () => {
    window.dataLayer = [];
    const view = await renderWithApp(<RegistrationPage />, { path: '/registration' });
    await fillValid('600 123 456');
    expect(input('Płeć').value).toBe('FEMALE');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Konto zostało założone' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('+48 600123456');
    expect(view.requests).toEqual([
      'GET /visit-api/anonymous/document-type',
      'GET /visit-api/anonymous/languages',
      'POST /patient-portal/api/patient-profile',
    ]);
    // No marketing agreement on the form: no sign_up for analytics.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(signUps()).toEqual([]);
  });

  it('sends sign_up to analytics with the marketing agreement given on the form, nothing personal', async () => {
    window.dataLayer = [];
    await renderWithApp(<RegistrationPage />, { path: '/registration' });
    await fillValid('600 123 458');
    await userEvent.click(
      screen.getByRole('checkbox', { name: /^Zgadzam się na otrzymywanie informacji marketingowych/ }),
    );
    await submit();
    expect(await screen.findByRole('heading', { name: 'Konto zostało założone' })).toBeTruthy();
    await waitFor(() =>
      expect(signUps()).toEqual([{ event: 'wizyta.sign_up', analyticsId: 'G-WIZYTA-SAMPLE' }]),
    );
  });

  it('answers a phone that already has an account like a new one (no enumeration)', async () => {
    await renderWithApp(<RegistrationPage />, { path: '/registration' });
    await fillValid('500100200');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Konto zostało założone' })).toBeTruthy();
  });

  it('shows 4983 when registration fails and keeps everything typed', async () => {
    const view = await renderWithApp(<RegistrationPage />, { path: '/registration' });
    view.intercept((request) =>
      request.method === 'POST' ? Response.json({ code: 4983, message: 'x' }, { status: 503 }) : undefined,
    );
    await fillValid('500100200');
    await submit();
    await waitFor(() =>
      expect(view.toasts()).toEqual(['Błąd 4983: Nie udało się zarejestrować użytkownika.']),
    );
    expect(input('Imię').value).toBe('Zofia');
    expect(input('Numer telefonu').value).toBe('500100200');
    expect(screen.getByRole('heading', { level: 1, name: 'Rejestracja' })).toBeTruthy();
  });

  it('with a captcha site key, refuses to send until the captcha is solved', async () => {
    const { app } = await createTestApp({ config: { captchaSiteKey: 'wizyta-sample-general' } });
    const bodies: RegistrationRequest[] = [];
    const api = {
      ...app.api,
      registerPatient: async (call: { body: RegistrationRequest }) => {
        bodies.push(call.body);
      },
    };
    renderWithShell({ ...app, api }, <RegistrationPage />, '/registration');
    await fillValid('600 123 457');
    await submit();
    expect((await screen.findByText('Potwierdź, że nie jesteś robotem.')).getAttribute('role')).toBe('alert');
    expect(bodies).toEqual([]);
  });
});
