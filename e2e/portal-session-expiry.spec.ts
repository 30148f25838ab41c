import { startOwnBackend } from './ownBackend';
import { expect, test } from './test';

/**
 * "A short token lifetime ends in 4311 and the sign-in page": a backend of its own whose
 * access tokens live 8 s. The real keycloak-js refreshes them with a 5 s minimum validity; once the
 * IdP's token endpoint stops answering (the refresh token is no longer honoured), the next call
 * needs a token that cannot be had: the session logs out through the IdP, and the patient comes
 * back to a page saying 4311 with the way to sign in again.
 */

const own = startOwnBackend({ tokenLifetimeS: 8 });

test('an access token that can no longer be refreshed ends in 4311 and the sign-in page', async ({
  page,
}) => {
  const origin = own.url;
  await page.goto(`${origin}/`);
  await page.getByLabel('Nazwa użytkownika').fill('pacjent');
  await page.getByLabel('Hasło').fill('pacjent');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moje wizyty' })).toBeVisible();

  // The IdP no longer refreshes this session; wait until the token is inside its 5 s margin.
  await page.route('**/protocol/openid-connect/token', (route) =>
    route.fulfill({ status: 400, json: { error: 'invalid_grant' } }),
  );
  await page.waitForTimeout(4_000);
  // The next page of the list (a client-side navigation) calls the API, which needs a fresh token.
  await page
    .getByRole('navigation', { name: 'Strony listy' })
    .getByRole('link', { name: 'Strona 2' })
    .click();

  // The session logs out through the IdP and comes back to a page that says why (the reason
  // survives the logout redirect), with the way to sign in again.
  await expect(page.getByRole('heading', { level: 1, name: 'Wylogowano' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Błąd 4311/).first()).toBeVisible();
  await page.unroute('**/protocol/openid-connect/token');
  await page.getByRole('button', { name: 'Zaloguj się ponownie' }).click();
  await page.getByLabel('Nazwa użytkownika').fill('pacjent');
  await page.getByLabel('Hasło').fill('pacjent');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moje wizyty' })).toBeVisible();
});
