import { expect } from '@playwright/test';
import { search, signIn } from '../portal-orderSteps';
import { test } from '../test';
import { countRefreshes, throttleCpu, typePersonalData } from './slowPhone';

test.beforeEach(async ({ page }) => {
  await throttleCpu(page);
});

test('portal, slow phone: the personal data typed while the session refreshes is all kept, "Dalej" moves on, and the booking goes to the gateway', async ({
  page,
}) => {
  await signIn(page, '/make-appointment');
  await search(page);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeFocused();
  const refreshes = countRefreshes(page);
  await typePersonalData(page);
  // The portal keeps the session alive while the patient types: it refreshed during the step.
  expect(refreshes.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Objawy' })).toBeFocused();
  await page.getByLabel('Kaszel').check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Płatność' })).toBeFocused();
  await page.getByLabel('Płatność online').check();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page).toHaveURL(/\/pay$/);
});
