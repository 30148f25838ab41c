import { expect, type Page, test } from '@playwright/test';

/**
 * Issue 7's order pages against the sample backend serving the built portal (playwright.config.ts's
 * webServer): pacjent signs in through the dev IdP, books a CALL visit, pays it on the payment
 * simulator and lands on the success page; then books one paid in cash. The URL follows the
 * booking flow's steps throughout.
 */

const ORIGIN = process.env.PORTAL_E2E_ORIGIN ?? 'http://localhost:8080';

function tomorrowInWarsaw(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(
    new Date(Date.now() + 24 * 60 * 60 * 1000),
  );
  return parts; // en-CA formats as YYYY-MM-DD
}

async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(`${ORIGIN}${path}`);
  await page.getByLabel('Nazwa użytkownika').fill('pacjent');
  await page.getByLabel('Hasło').fill('pacjent');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

/** The search, filled for a phone call tomorrow at 10:00 (the first free slot up to then). */
async function search(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
  await page.getByLabel('Miasto', { exact: true }).selectOption({ label: 'Warszawa' });
  await page.getByLabel('Rozmowa telefoniczna').check();
  const specialization = page.getByLabel('Specjalizacja lekarza');
  await expect(specialization.locator('option')).not.toHaveCount(1);
  await specialization.selectOption({ index: 1 });
  await page.getByLabel('Dzień wizyty').fill(tomorrowInWarsaw());
  const slot = page.getByLabel('Godzina', { exact: true });
  await expect(slot.locator('option', { hasText: /^10:00$/ })).toHaveCount(1);
  await slot.selectOption('10:00');
  await page.getByLabel('Dorosły', { exact: true }).check();
  await page.getByLabel('Akceptuję regulamin serwisu').check();
  await page.getByRole('button', { name: 'Szukaj lekarza' }).click();
  await expect(page.getByRole('heading', { name: 'Szczegóły wizyty' })).toBeVisible();
  await expect(page).toHaveURL(/\/order\/[^/]+$/);
}

/** From the order details through personal data and symptoms to the payment step. */
async function toPayment(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
  await expect(page).toHaveURL(/\/order\/[^/]+\/personal$/);
  const pesel = page.getByLabel('PESEL', { exact: true });
  if ((await pesel.inputValue()) === '') await pesel.fill('44051401359');
  for (const [label, value] of [
    ['Miejscowość', 'Warszawa'],
    ['Kod pocztowy', '00-950'],
    ['Ulica', 'Marszałkowska'],
    ['Numer domu', '1'],
    ['Adres e-mail', 'anna@example.pl'],
    ['Numer telefonu', '500100200'],
  ] as const) {
    const input = page.getByLabel(label, { exact: true });
    if ((await input.inputValue()) === '') await input.fill(value);
  }
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Objawy' })).toBeVisible();
  await expect(page).toHaveURL(/\/order\/[^/]+\/symptoms$/);
  await page.getByLabel('Kaszel').check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Płatność' })).toBeVisible();
  await expect(page).toHaveURL(/\/order\/[^/]+\/payment$/);
}

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
