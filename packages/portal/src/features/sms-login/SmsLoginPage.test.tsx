import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError } from '@wizyta/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../testing/createTestApp';
import { renderWithShell } from '../../testing/renderWithShell';
import SmsLoginPage from './SmsLoginPage';

const number = () => screen.getByLabelText('Numer telefonu', { exact: false }) as HTMLInputElement;
const code = () => screen.getByLabelText('Kod z SMS-a') as HTMLInputElement;

async function sendCodeTo(phone: string): Promise<void> {
  await userEvent.type(number(), phone);
  await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
}

afterEach(() => vi.restoreAllMocks());

describe('SmsLoginPage', () => {
  it('checks the phone number before sending anything', async () => {
    const { app } = await createTestApp();
    renderWithShell(app, <SmsLoginPage />, '/sms-login');
    await sendCodeTo('12345');
    expect(number().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(number());
    expect(screen.getByText('Podaj prawidłowy numer telefonu (dla numerów polskich 9 cyfr)')).toBeTruthy();
    expect(screen.queryByLabelText('Kod z SMS-a')).toBeNull();
  });

  it('shows a captcha when the API asks for one (4108: strangers used up the phone’s codes today), without captchaSiteKey', async () => {
    const { app, fetchFrom } = await createTestApp();
    // Strangers on two networks ask for the patient's phone 10 times: a send now needs a captcha.
    for (let i = 0; i < 10; i += 1)
      await fetchFrom(
        `203.0.113.${i % 2}`,
        new Request('http://localhost:8080/patient-portal/api/sms-login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phoneNumber: { prefix: '+48', number: '500100200' } }),
        }),
      );
    renderWithShell(app, <SmsLoginPage />, '/sms-login');
    expect(document.querySelector('.wb-captcha')).toBeNull();
    await sendCodeTo('500100200');
    expect(
      await screen.findByText(/4108.*Potwierdź, że nie jesteś robotem, aby otrzymać kod\./),
    ).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.wb-captcha')).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    expect(await screen.findByText('Potwierdź, że nie jesteś robotem.')).toBeTruthy();
  });

  it('leads to registration where the brand has it (general), not on an insurer brand', async () => {
    const general = await createTestApp();
    renderWithShell(general.app, <SmsLoginPage />, '/sms-login');
    expect(screen.getByRole('link', { name: 'Załóż konto' }).getAttribute('href')).toBe('/registration');
    cleanup();
    const pzu = await createTestApp({ type: 'pzu' });
    renderWithShell(pzu.app, <SmsLoginPage />, '/sms-login');
    expect(screen.queryByRole('link', { name: 'Załóż konto' })).toBeNull();
  });

  it('shows 4105 for a wrong code, then signs in with the right one and goes on', async () => {
    const { app } = await createTestApp();
    const shell = renderWithShell(app, <SmsLoginPage />, '/sms-login?redirectedFrom=%2Fprofile');
    await sendCodeTo('500 100 200');
    expect(await screen.findByRole('heading', { name: 'Wpisz kod z SMS-a' })).toBeTruthy();
    expect(screen.getByText(/Wysłaliśmy kod SMS na numer \+48 500100200/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code()));

    await userEvent.type(code(), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(code().getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('sms-code-error')?.textContent).toBe(
      'Błąd 4105: Nieprawidłowy kod weryfikacyjny.',
    );
    expect(document.activeElement).toBe(code());
    expect(app.session.getState().authenticated).toBe(false);

    await userEvent.clear(code());
    await userEvent.type(code(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(shell.location()).toBe('/profile'));
    expect(app.session.getState()).toMatchObject({ authenticated: true, method: 'sms', roles: ['PATIENT'] });
    // pacjent gave the marketing agreement: the sample's analyticsId gets the login, nothing personal.
    await waitFor(() =>
      expect(
        window.dataLayer?.filter((entry) => (entry as { event: string }).event === 'wizyta.login'),
      ).toEqual([{ event: 'wizyta.login', analyticsId: 'G-WIZYTA-SAMPLE', method: 'sms' }]),
    );
  });

  it('treats a phone with no account like any other: the code step, then 4105 (no enumeration)', async () => {
    const { app } = await createTestApp();
    renderWithShell(app, <SmsLoginPage />, '/sms-login');
    await sendCodeTo('600999888');
    expect(await screen.findByRole('heading', { name: 'Wpisz kod z SMS-a' })).toBeTruthy();
    await userEvent.type(code(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() =>
      expect(document.getElementById('sms-code-error')?.textContent).toMatch(/^Błąd 4105: /),
    );
    expect(app.session.getState().authenticated).toBe(false);
  });

  it('offers a new code only after the cool-down', async () => {
    const { app } = await createTestApp();
    const sent: string[] = [];
    const session = {
      ...app.session,
      startSmsLogin: async (phone: { prefix: string; number: string }) => {
        sent.push(phone.number);
        await app.session.startSmsLogin(phone);
      },
    };
    renderWithShell({ ...app, session }, <SmsLoginPage />, '/sms-login');
    await sendCodeTo('500100200');
    const resend = await screen.findByRole('button', { name: /Nowy kod możesz wysłać za 30 s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    const again = await screen.findByRole('button', { name: 'Wyślij kod ponownie' }, { timeout: 3000 });
    await userEvent.click(again);
    expect(await screen.findByText(/Wysłaliśmy nowy kod\./)).toBeTruthy();
    expect(sent).toEqual(['500100200', '500100200']);
  });

  it('shows 4102 when the SMS limit is exhausted', async () => {
    const { app } = await createTestApp();
    const session = { ...app.session, startSmsLogin: () => Promise.reject(new AppError(4102)) };
    renderWithShell({ ...app, session }, <SmsLoginPage />, '/sms-login');
    await sendCodeTo('500100200');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Błąd 4102: /);
  });
});
