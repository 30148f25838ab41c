import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/createTestApp';
import { renderWithShell } from '../../testing/renderWithShell';
import { ProfilePopups } from './ProfilePopups';

async function nfzPatient() {
  const { app } = await createTestApp();
  const phone = { prefix: '+48', number: '500100204' };
  await app.session.startSmsLogin(phone);
  await app.session.verifySmsLogin(phone, '123456');
  return app;
}

function Page() {
  return (
    <>
      <button type="button">przed</button>
      <ProfilePopups />
    </>
  );
}

describe('ProfilePopups', () => {
  it('shows the make-declaration popup as a modal dialog with focus inside, and dismisses it for good', async () => {
    const app = await nfzPatient();
    renderWithShell(app, <Page />, '/');
    const dialog = screen.getByRole('dialog', { name: 'Złóż deklarację wyboru lekarza POZ' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const dismiss = screen.getByRole('button', { name: 'Rozumiem, nie pokazuj ponownie' });
    // Where the declaration is made comes first: the provider's page or IKP, in a new tab.
    const declare = screen.getByRole('link', {
      name: 'Złóż deklarację wyboru lekarza POZ (otwiera się w nowej karcie)',
    });
    expect(declare.getAttribute('href')).toBe('https://pacjent.gov.pl/');
    expect(declare.getAttribute('target')).toBe('_blank');
    expect(declare.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.activeElement).toBe(declare);
    await userEvent.tab();
    expect(document.activeElement).toBe(dismiss);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zamknij' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(declare);

    await userEvent.click(dismiss);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await app.api.getPatientProfile()).popups.makeDeclaration).toBe(false);
    // The dialog closes once the dismissal is sent; the session's profile is reloaded after it.
    await waitFor(() => expect(app.session.getState().popups?.makeDeclaration).toBe(false));
  });

  it('closes on Escape without the dismissal call', async () => {
    const app = await nfzPatient();
    renderWithShell(app, <Page />, '/');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await app.api.getPatientProfile()).popups.makeDeclaration).toBe(true);
  });

  it('shows the subscription-end popup, but not on /subscription-end', async () => {
    const { app } = await createTestApp({ account: 'pacjent' });
    await app.api.setSubscriptionEndPopup({ body: { showSubscriptionEndPopup: true } });
    await app.session.reloadProfile();
    renderWithShell(app, <Page />, '/subscription-end');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing when no popup is flagged', async () => {
    const { app } = await createTestApp({ account: 'pacjent' });
    renderWithShell(app, <Page />, '/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
