import { startOwnBackend } from './ownBackend';
import { search } from './portal-orderSteps';
import { expect, test } from './test';
import { fillEmpty } from './widget-bookingSteps';

// "The session survives a long order": access tokens of 60 s on a backend of its own.
// Typing in the flow keeps the session alive (a refresh a minute ahead, so at once with 60 s
// tokens); when the IdP no longer refreshes it, the session ends with 4311, and after signing in
// again the patient is back on the same step with what they had entered. No real waiting: the
// IdP's refusal is what ends the session.

const own = startOwnBackend({ tokenLifetimeS: 60 });

test('a session that expires mid-order brings the patient back to the same step with the same data', async ({
  page,
}) => {
  const signInAtIdp = async () => {
    await page.getByLabel('Nazwa użytkownika').fill('pacjent');
    await page.getByLabel('Hasło').fill('pacjent');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
  };
  await page.goto(`${own.url}/make-appointment`);
  await signInAtIdp();
  await search(page);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
  await fillEmpty(page);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Objawy' })).toBeVisible();
  const step = page.url();
  expect(step).toMatch(/\/order\/[^/]+\/symptoms$/);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/protocol/openid-connect/token')) refreshes.push(request.url());
  });

  // The IdP stops refreshing this session; the patient goes on typing.
  await page.route('**/protocol/openid-connect/token', (route) =>
    route.fulfill({ status: 400, json: { error: 'invalid_grant' } }),
  );
  await page.getByLabel('Kaszel').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wylogowano' })).toBeVisible({ timeout: 15_000 });
  expect(refreshes.length).toBeGreaterThan(0);
  await page.unroute('**/protocol/openid-connect/token');
  // Meanwhile the draft waits in this tab's storage for its patient, bound to them.
  expect(await page.evaluate(() => sessionStorage.getItem('wizyta.orderOwner'))).not.toBeNull();

  await page.getByRole('button', { name: 'Zaloguj się ponownie' }).click();
  await signInAtIdp();
  await expect(page).toHaveURL(step);
  await expect(page.getByRole('heading', { name: 'Objawy' })).toBeVisible();
  // What was entered on the earlier steps is still there.
  await page.getByRole('button', { name: 'Wstecz' }).click();
  await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
  await expect(page.getByLabel('Imię', { exact: true })).not.toHaveValue('');
});
