import { expect, type Page } from '@playwright/test';
import { signInAtIdp } from './idpSignIn';
import { fillEmpty, searchDayInWarsaw } from './widget-bookingSteps';

// The portal's order steps as a signed-in patient takes them (portal-order.spec.ts,
// quality-resilience.spec.ts, the NFZ booking in portal-account.spec.ts).

const ORIGIN = process.env.PORTAL_E2E_ORIGIN ?? 'http://localhost:8080';

export async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(`${ORIGIN}${path}`);
  await signInAtIdp(page, 'pacjent');
}

/**
 * The search, filled for a phone call at 10:00 on the search day (searchDayInWarsaw: the first free
 * slot up to then) in `city` — or a visit at `clinic` of the city;
 * the order page it lands on is `orderUrl` (WELBI's is `/order/:id/short`).
 */
export async function search(
  page: Page,
  city = 'Warszawa',
  orderUrl = /\/order\/[^/]+$/,
  clinic?: string,
): Promise<void> {
  await submitSearch(page, city, clinic);
  await expect(page.getByRole('heading', { name: 'Szczegóły wizyty' })).toBeVisible();
  await expect(page).toHaveURL(orderUrl);
}

/** Fills the search (see {@link search}) and presses "Szukaj lekarza", whatever it finds. */
export async function submitSearch(page: Page, city = 'Warszawa', clinic?: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
  await page.getByLabel('Miasto', { exact: true }).selectOption({ label: city });
  if (clinic) {
    await page.getByLabel('Wizyta w placówce').check();
    await page.getByLabel(clinic, { exact: true }).check();
  } else await page.getByLabel('Rozmowa telefoniczna').check();
  const specialization = page.getByLabel('Specjalizacja lekarza');
  await expect(specialization.locator('option')).not.toHaveCount(1);
  await specialization.selectOption({ index: 1 });
  await page.getByLabel('Dzień wizyty').fill(searchDayInWarsaw());
  const slot = page.getByLabel('Godzina', { exact: true });
  await expect(slot.locator('option', { hasText: /^10:00$/ })).toHaveCount(1);
  await slot.selectOption('10:00');
  await page.getByLabel('Dorosły', { exact: true }).check();
  await page.getByLabel('Akceptuję regulamin serwisu').check();
  await page.getByRole('button', { name: 'Szukaj lekarza' }).click();
}

/** From the order details through personal data and symptoms to the payment step. */
export async function toPayment(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
  await expect(page).toHaveURL(/\/order\/[^/]+\/personal$/);
  await fillEmpty(page);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Objawy' })).toBeVisible();
  await expect(page).toHaveURL(/\/order\/[^/]+\/symptoms$/);
  await page.getByLabel('Kaszel').check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Płatność' })).toBeVisible();
  await expect(page).toHaveURL(/\/order\/[^/]+\/payment$/);
}
