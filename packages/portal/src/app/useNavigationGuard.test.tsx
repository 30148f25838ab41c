import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestAppOptions } from '../testing/createTestApp';
import { renderWithShell } from '../testing/renderWithShell';
import { useNavigationGuard } from './useNavigationGuard';

/** Shows what the guard decided, as text. */
function GuardProbe() {
  const view = useNavigationGuard();
  return <p data-testid="view">{view.kind === 'allow' ? `allow ${view.route.id}` : view.kind}</p>;
}

async function guard(url: string, options: TestAppOptions) {
  const test = await createTestApp(options);
  const shell = renderWithShell(test.app, <GuardProbe />, url);
  return { ...test, ...shell, view: () => screen.getByTestId('view').textContent };
}

describe('useNavigationGuard', () => {
  it('lets a signed-in patient onto the visits list', async () => {
    const { view } = await guard('/', { account: 'pacjent' });
    expect(view()).toBe('allow visits');
  });

  it('sends nobody signed in to the IdP, and stays pending meanwhile', async () => {
    const { view, logins } = await guard('/profile', {});
    await waitFor(() => expect(logins()).toBe(1));
    expect(view()).toBe('pending');
  });

  it('after a logout for a reason (4311) says why instead of going straight to the IdP', async () => {
    const { view, logins } = await guard('/', { logoutReason: 4311 });
    await waitFor(() => expect(view()).toBe('signedOut'));
    expect(logins()).toBe(0);
  });

  it("in another site's frame sends nobody signed in to SMS login, never to the IdP", async () => {
    const { view, logins } = await guard('/profile', { framed: true });
    await waitFor(() => expect(view()).toBe('allow sms-login'));
    expect(logins()).toBe(0);
  });

  it('opens public pages without a login', async () => {
    const { view, logins } = await guard('/contact', {});
    expect(view()).toBe('allow contact');
    expect(logins()).toBe(0);
  });

  it('redirects an unknown path to the visits list (replace)', async () => {
    const { view, location } = await guard('/no/such/page', { account: 'pacjent' });
    await waitFor(() => expect(location()).toBe('/'));
    expect(view()).toBe('allow visits');
  });

  it('logs out a patient of a broker brand who opens make-appointment (rule 5)', async () => {
    const { app, view } = await guard('/make-appointment', { account: 'pacjent', type: 'rankomat' });
    await waitFor(() => expect(app.session.getState().authenticated).toBe(false));
    expect(view()).not.toBe('allow make-appointment');
  });

  it('logs out a user with neither PATIENT nor DOCTOR (rule 2) and says why: 4103', async () => {
    const { app, view, logins } = await guard('/', { account: 'bezroli' });
    await waitFor(() => expect(app.session.getState().authenticated).toBe(false));
    await waitFor(() => expect(view()).toBe('signedOut'));
    expect(app.session.getState().signedOutReason).toBe(4103);
    expect(logins()).toBe(0);
  });

  it('forces a user who has not accepted the terms to /agreements, remembering the target', async () => {
    const { location } = await guard('/profile', { account: 'nowy' });
    await waitFor(() => expect(location()).toBe('/agreements?redirectedFrom=%2Fprofile'));
  });

  it('sends an order step without a held order to make-appointment', async () => {
    const { location } = await guard('/order/abc/personal', { account: 'pacjent' });
    await waitFor(() => expect(location()).toBe('/make-appointment'));
  });

  it('clears the held order when the payment step names another order', async () => {
    sessionStorage.setItem(
      'wizyta.order',
      JSON.stringify({ id: 'held-1', adultsCount: 1, childrenCount: 0, patients: [] }),
    );
    const { location } = await guard('/order/other-2/payment', { account: 'pacjent' });
    await waitFor(() => expect(location()).toBe('/order/held-1'));
    expect(sessionStorage.getItem('wizyta.order')).toBeNull();
  });

  it('shows only maintenance when the config says so', async () => {
    const { view } = await guard('/', { account: 'pacjent', config: { maintenance: true } });
    expect(view()).toBe('maintenance');
  });
});
