import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captchaSetupOf } from '../Captcha/captchaSetupOf';
import { bedForEachTest } from '../testing/bookingTestBed';
import { toSummary } from '../testing/flowSteps';
import { descriptionOf } from '../testing/queries';

const bed = bedForEachTest();

async function toSignIn(user: ReturnType<typeof userEvent.setup>) {
  bed().render();
  await toSummary(user);
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
  await screen.findByRole('heading', { name: 'Zaloguj się, aby zarezerwować wizytę' });
}

/** From the order details to the code field, the code sent to `number`. */
async function toCode(user: ReturnType<typeof userEvent.setup>, number: string): Promise<HTMLElement> {
  await toSignIn(user);
  await user.type(screen.getByLabelText('Numer telefonu'), number);
  await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
  return screen.findByLabelText('Kod z SMS-a');
}

describe('SignIn', () => {
  it('validates the phone, shows 4105 for a wrong code, and signs in with the SMS code', async () => {
    const user = userEvent.setup();
    await toSignIn(user);
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    const phone = screen.getByLabelText('Numer telefonu');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(phone)).toBe('To pole jest wymagane');
    await waitFor(() => expect(document.activeElement).toBe(phone));

    await user.type(phone, '500 100 200');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    const code = await screen.findByLabelText('Kod z SMS-a');
    expect(screen.getByText('Wysłaliśmy kod SMS na numer +48 500100200.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Nowy kod możesz wysłać za \d+ s/ })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Zaloguj' }));
    expect(descriptionOf(code)).toBe('To pole jest wymagane');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Zaloguj' }));
    await waitFor(() => expect(descriptionOf(code)).toBe('Błąd 4105: Nieprawidłowy kod weryfikacyjny.'));
    expect(code.getAttribute('aria-invalid')).toBe('true');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Zaloguj' }));
    await screen.findByRole('heading', { name: 'Dane osobowe' });
    // The profile fills the form.
    expect((screen.getByLabelText('Imię') as HTMLInputElement).value).toBe('Anna');
  });

  it('shows 4103 under the code when the account behind the phone may not sign in (no role)', async () => {
    const user = userEvent.setup();
    const code = await toCode(user, '500100202');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Zaloguj' }));
    await waitFor(() => expect(descriptionOf(code)).toBe('Błąd 4103: Nie udało się zalogować.'));
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.queryByRole('heading', { name: 'Dane osobowe' })).toBeNull();
  });

  it('takes the focus back to the number when the patient changes it after a code was sent', async () => {
    const user = userEvent.setup();
    const code = await toCode(user, '500100200');
    await waitFor(() => expect(document.activeElement).toBe(code));
    screen.getByRole('button', { name: 'Zmień numer telefonu' }).focus();
    await user.keyboard('{Enter}');
    const phone = await screen.findByLabelText('Numer telefonu');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect((phone as HTMLInputElement).value).toBe('500100200');
  });

  it('shows a captcha when the API asks for one (4108: strangers used up the phone’s codes today), on a deployment without captchaSiteKey', async () => {
    const user = userEvent.setup();
    // Strangers on two networks ask for the patient's phone 10 times: a send now needs a captcha.
    for (let i = 0; i < 10; i += 1)
      await bed().backendFetchFrom(
        `203.0.113.${i % 2}`,
        new Request('http://localhost:8080/patient-portal/api/sms-login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phoneNumber: { prefix: '+48', number: '500100200' } }),
        }),
      );
    bed().render({
      stepUpCaptcha: captchaSetupOf(
        { apiUrl: 'http://localhost:8080' },
        async () => 'altcha-worker.js',
        true,
      ),
    });
    await toSummary(user);
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { name: 'Zaloguj się, aby zarezerwować wizytę' });
    expect(document.querySelector('.wb-captcha')).toBeNull();
    const phone = screen.getByLabelText('Numer telefonu');
    await user.type(phone, '500100200');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    await waitFor(() =>
      expect(descriptionOf(phone)).toBe('Błąd 4108: Potwierdź, że nie jesteś robotem, aby otrzymać kod.'),
    );
    await waitFor(() => expect(document.querySelector('.wb-captcha')).not.toBeNull());
    // Unsolved, the next send is not made: the captcha is asked for.
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    await waitFor(() => expect(descriptionOf(phone)).toBe('Potwierdź, że nie jesteś robotem.'));
  });

  it('offers SSO as the other choice', async () => {
    const user = userEvent.setup();
    await toSignIn(user);
    let logins = 0;
    bed().session.login = async () => {
      logins += 1;
    };
    await user.click(screen.getByRole('button', { name: 'Zaloguj się kontem portalu' }));
    expect(logins).toBe(1);
  });

  it('says so when the SSO popup was blocked or closed, SMS sign-in still offered', async () => {
    const user = userEvent.setup();
    await toSignIn(user);
    const outcomes = ['blocked', 'closed'] as const;
    let calls = 0;
    Object.assign(bed().session, { login: async () => outcomes[calls++] });
    const sso = screen.getByRole('button', { name: 'Zaloguj się kontem portalu' });
    await user.click(sso);
    const blocked = await screen.findByText(/^Przeglądarka zablokowała okno logowania/);
    expect(blocked.getAttribute('role')).toBe('alert');
    await user.click(sso);
    expect((await screen.findByText(/^Zamknięto okno logowania/)).getAttribute('role')).toBe('alert');
    expect(screen.queryByText(/^Przeglądarka zablokowała/)).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Wyślij kod' }).disabled).toBe(false);
    screen.getByRole('heading', { name: 'Zaloguj się, aby zarezerwować wizytę' });
  });
});
