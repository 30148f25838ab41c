import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Remount } from '../../components/testing/Remount';
import { renderWithApp } from '../../components/testing/renderWithApp';
import ProfilePage from './ProfilePage';

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;

describe('ProfilePage', () => {
  it('shows the personal data read-only and the editable fields filled from the profile', async () => {
    await renderWithApp(<ProfilePage />, { path: '/profile' });
    expect(await screen.findByText('Anna Kowalska')).toBeTruthy();
    expect(screen.getByText('85041212344')).toBeTruthy();
    expect(field('Adres e-mail').value).toBe('anna.kowalska@example.com');
    expect(field('Miejscowość').value).toBe('Kraków');
    expect(field('Numer telefonu').value).toBe('500100200');
    // GENERAL lets the patient edit e-mail and phone and shows both consents.
    expect(field('Adres e-mail').readOnly).toBe(false);
    expect(screen.getByRole('checkbox', { name: /informacji marketingowych/ })).toBeTruthy();
  });

  it('refuses invalid values with Polish messages, marks the fields and focuses the first', async () => {
    const view = await renderWithApp(<ProfilePage />, { path: '/profile' });
    await screen.findByText('Anna Kowalska');
    await userEvent.clear(field('Adres e-mail'));
    await userEvent.clear(field('Kod pocztowy'));
    await userEvent.type(field('Kod pocztowy'), '31042');
    await userEvent.clear(field('Numer telefonu'));
    await userEvent.type(field('Numer telefonu'), '1234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));

    const email = field('Adres e-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'To pole jest wymagane',
    );
    expect(document.activeElement).toBe(email);
    expect(screen.getByText('Kod pocztowy w formacie 00-000')).toBeTruthy();
    expect(screen.getByText('Podaj prawidłowy numer telefonu (dla numerów polskich 9 cyfr)')).toBeTruthy();
    expect(view.requests.some((r) => r.startsWith('PUT'))).toBe(false);
  });

  it('saves an edit, which a fresh load of the page (a reload) shows', async () => {
    const view = await renderWithApp(
      <Remount>
        <ProfilePage />
      </Remount>,
      { path: '/profile' },
    );
    await screen.findByText('Anna Kowalska');
    await userEvent.clear(field('Miejscowość'));
    await userEvent.type(field('Miejscowość'), 'Gdańsk');
    await userEvent.clear(field('Numer mieszkania'));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(view.toasts()).toContain('Zmiany zostały zapisane'));
    expect(view.requests).toContain('PUT /patient-portal/api/patient-profile');

    await userEvent.click(screen.getByRole('button', { name: 'remount' }));
    await screen.findByText('Anna Kowalska');
    expect(field('Miejscowość').value).toBe('Gdańsk');
    expect(field('Numer mieszkania').value).toBe('');
  });

  it('saves the reminder channels the patient chose, both by default', async () => {
    const view = await renderWithApp(
      <Remount>
        <ProfilePage />
      </Remount>,
      { path: '/profile' },
    );
    await screen.findByText('Anna Kowalska');
    const group = screen.getByRole('group', { name: 'Przypomnienia o wizytach' });
    expect((screen.getByRole('radio', { name: 'SMS i e-mail' }) as HTMLInputElement).checked).toBe(true);
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(4);
    await userEvent.click(screen.getByRole('radio', { name: 'Nie przypominaj' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(view.toasts()).toContain('Zmiany zostały zapisane'));

    await userEvent.click(screen.getByRole('button', { name: 'remount' }));
    await screen.findByText('Anna Kowalska');
    expect((screen.getByRole('radio', { name: 'Nie przypominaj' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows 4214 on a failed save and keeps everything typed', async () => {
    const view = await renderWithApp(<ProfilePage />, { path: '/profile' });
    await screen.findByText('Anna Kowalska');
    view.intercept((request) =>
      request.method === 'PUT' ? Response.json({ code: 4214, message: 'x' }, { status: 500 }) : undefined,
    );
    await userEvent.clear(field('Ulica'));
    await userEvent.type(field('Ulica'), 'Długa');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(view.toasts()).toContain('Błąd 4214: Nie udało się zapisać zmian.'));
    expect(field('Ulica').value).toBe('Długa');
    expect((screen.getByRole('button', { name: 'Zapisz zmiany' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows 4212 with a retry when the profile cannot be loaded', async () => {
    const view = await renderWithApp(
      <Remount>
        <ProfilePage />
      </Remount>,
      { path: '/profile' },
    );
    await screen.findByText('Anna Kowalska');
    view.intercept((request) =>
      request.url.endsWith('/patient-profile')
        ? Response.json({ code: 4212, message: 'x' }, { status: 500 })
        : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'remount' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Błąd 4212: Nie udało się wczytać danych pacjenta.');
    view.intercept(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Anna Kowalska')).toBeTruthy();
  });
});
