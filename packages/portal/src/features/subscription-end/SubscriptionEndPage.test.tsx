import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/createTestApp';
import { renderWithShell } from '../../testing/renderWithShell';
import SubscriptionEndPage from './SubscriptionEndPage';

async function flaggedPatient() {
  const { app } = await createTestApp({ account: 'pacjent' });
  await app.api.setSubscriptionEndPopup({ body: { showSubscriptionEndPopup: true } });
  await app.session.reloadProfile();
  expect(app.session.getState().showSubscriptionEndPopup).toBe(true);
  return app;
}

describe('SubscriptionEndPage', () => {
  it('disables the popup for good and lets the patient go on', async () => {
    const app = await flaggedPatient();
    const shell = renderWithShell(app, <SubscriptionEndPage />, '/subscription-end');
    expect(screen.getByRole('heading', { level: 1, name: 'Twój abonament dobiega końca' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Rozumiem, nie pokazuj ponownie' }));
    await waitFor(() => expect(shell.location()).toBe('/'));
    expect(app.session.getState().showSubscriptionEndPopup).toBe(false);
    expect((await app.api.getPatientProfile()).popups.subscriptionEnd).toBe(false);
  });

  it('clears the flag on close through the popup-flag call', async () => {
    const app = await flaggedPatient();
    const flags: boolean[] = [];
    const api = {
      ...app.api,
      setSubscriptionEndPopup: async (call: { body: { showSubscriptionEndPopup: boolean } }) => {
        flags.push(call.body.showSubscriptionEndPopup);
        await app.api.setSubscriptionEndPopup(call);
      },
    };
    const shell = renderWithShell({ ...app, api }, <SubscriptionEndPage />, '/subscription-end');
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(shell.location()).toBe('/'));
    expect(flags).toEqual([false]);
    expect(app.session.getState().showSubscriptionEndPopup).toBe(false);
  });

  it('keeps the patient on the page when the call fails', async () => {
    const app = await flaggedPatient();
    const api = { ...app.api, disablePopupSubscriptionEnd: () => Promise.reject(new Error('offline')) };
    const shell = renderWithShell({ ...app, api }, <SubscriptionEndPage />, '/subscription-end');
    await userEvent.click(screen.getByRole('button', { name: 'Rozumiem, nie pokazuj ponownie' }));
    await waitFor(() => expect(shell.toasts.list()).toHaveLength(1));
    expect(shell.location()).toBe('/subscription-end');
  });
});
