import { search, signIn } from './portal-orderSteps';
import { expect, test } from './test';

// A reload in the portal's flow (spec §3: the order survives reloads): the same step, the same
// hold, and what was typed on the step itself — the draft kept with the order for its patient.

test('a reload at the personal-data step keeps the step, the hold and the flat number just typed', async ({
  page,
}) => {
  await signIn(page, '/make-appointment');
  await search(page);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
  const flat = page.getByLabel('Numer mieszkania (opcjonalnie)');
  await flat.fill('12');
  const reservation = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('wizyta.order') ?? '{}').id,
  );
  expect(reservation).toBeTruthy();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order/${reservation}/personal$`));
  await expect(flat).toHaveValue('12');
  await expect(page.getByRole('timer')).toBeVisible();
});
