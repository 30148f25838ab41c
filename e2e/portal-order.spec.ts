import { expect, test } from '@playwright/test';
import { search, signIn, toPayment } from './portal-orderSteps';

/**
 * Issue 7's order pages against the sample backend serving the built portal (playwright.config.ts's
 * webServer): pacjent signs in through the dev IdP, books a CALL visit, pays it on the payment
 * simulator and lands on the success page; then books one paid in cash. The URL follows the
 * booking flow's steps throughout.
 */

test.describe.configure({ mode: 'serial' });

test('pacjent books a CALL visit, pays online on the simulator and lands on success', async ({ page }) => {
  await signIn(page, '/make-appointment');
  await search(page);
  await toPayment(page);
  await page.getByLabel('Płatność online').check();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/appointment\/[^/]+\/success$/);
  expect(await page.evaluate(() => sessionStorage.getItem('wizyta.order'))).toBeNull();
});

test('pacjent books a visit paid in cash (+20 zł) without the payment gateway', async ({ page }) => {
  await signIn(page, '/make-appointment');
  await search(page);
  await page.getByLabel('Gotówką u lekarza (+20,00 zł)').check();
  await expect(page.getByText('Dopłata za płatność gotówką')).toBeVisible();
  await toPayment(page);
  await expect(page.getByLabel('Gotówką u lekarza (+20,00 zł)')).toBeChecked();
  await page.getByRole('button', { name: 'Zamawiam', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  await expect(page).toHaveURL(/\/appointment\/[^/]+\/success$/);
});
