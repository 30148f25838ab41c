import { readFileSync } from 'node:fs';
import { search, signIn, toPayment } from './portal-orderSteps';
import { expect, test } from './test';

/**
 * The order pages against the sample backend serving the built portal (playwright.config.ts's
 * webServer): pacjent signs in through the dev IdP, books a CALL visit, pays it on the payment
 * simulator and lands on the success page; then books one paid in cash, which its visit page shows
 * as booked and to be paid at the visit. The URL follows the
 * booking flow's steps throughout.
 */

test.describe.configure({ mode: 'serial' });

test('pacjent books a CALL visit, pays online on the simulator and lands on success', async ({ page }) => {
  await signIn(page, '/make-appointment');
  await search(page);
  await toPayment(page);
  await page.getByLabel('Płatność online').check();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page).toHaveURL(/\/pay$/);
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
  // The visit page: booked, to be paid in cash at the visit — not "Opłacona" before it is.
  const id = new URL(page.url()).pathname.split('/').at(-2) ?? '';
  await page.goto(new URL(`/visit/${id}`, page.url()).href);
  const summary = page.locator('.visit-summary');
  await expect(summary.getByText('Zarezerwowana')).toBeVisible();
  await expect(summary.getByText(/^Gotówką u lekarza — do zapłaty \d+,00\s*zł przy wizycie$/)).toBeVisible();
  await expect(summary.getByText('Opłacona')).toHaveCount(0);
});

test('pacjent books a visit at a named clinic: the success page, the visit page, the calendar file and the confirmation say where it is', async ({
  page,
}) => {
  await signIn(page, '/make-appointment');
  await search(page, 'Warszawa', undefined, 'Placówka Wola');
  await expect(page.getByText('Placówka Wola')).toBeVisible();
  await page.getByLabel('Gotówką u lekarza (+20,00 zł)').check();
  await toPayment(page);
  await page.getByRole('button', { name: 'Zamawiam', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  await expect(page.getByText('ul. Wolska 64, 01-134 Warszawa')).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').at(-2) ?? '';
  await page.goto(new URL(`/visit/${id}`, page.url()).href);
  const place = page.getByRole('region', { name: 'Gdzie odbędzie się wizyta' });
  await expect(place.getByText('Placówka Wola')).toBeVisible();
  await expect(place.getByText('ul. Wolska 64, 01-134 Warszawa')).toBeVisible();
  await expect(place.getByRole('link', { name: '+48 221004050' })).toHaveAttribute(
    'href',
    'tel:+48221004050',
  );
  await expect(place.getByRole('link', { name: /^Jak dojechać/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/search\?query=ul\.%20Wolska%2064/,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Dodaj do kalendarza' }).click();
  const ics = readFileSync((await (await download).path()) ?? '', 'utf8').replace(/\r\n /g, '');
  expect(ics).toContain('\r\nLOCATION:Placówka Wola\\, ul. Wolska 64\\, 01-134 Warszawa\r\n');
  // The confirmation in the development outbox names it too.
  const outbox = await page.request.get(new URL('/dev/outbox', page.url()).href, {
    headers: { accept: 'application/json' },
  });
  const sent = (await outbox.json()) as { visitId?: string; subject: string; text: string }[];
  const confirmation = sent.find((m) => m.visitId === id && m.subject === 'Potwierdzenie wizyty');
  expect(confirmation?.text).toContain('Gdzie: W placówce: Placówka Wola, ul. Wolska 64, 01-134 Warszawa.');
});

test("the browser's Back goes one step back through the order, keeping what was typed; Forward cannot skip a step", async ({
  page,
}) => {
  await signIn(page, '/make-appointment');
  await search(page);
  await toPayment(page);
  const id = /\/order\/([^/]+)\/payment$/.exec(page.url())?.[1];
  expect(id).toBeTruthy();

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Objawy' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order/${id}/symptoms$`));
  await expect(page.getByLabel('Kaszel')).toBeChecked();

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order/${id}/personal$`));
  // Typed here, taken on a step and brought back by the browser's Back: still there.
  await page.getByLabel('Kod pocztowy', { exact: true }).fill('02-001');
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Objawy' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
  await expect(page.getByLabel('Kod pocztowy', { exact: true })).toHaveValue('02-001');

  // Forward would skip the symptoms the flow has not taken again: the URL stays on this step.
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/order/${id}/personal$`));
  await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();

  // The flow's own Wstecz goes back through the history too, and on from there it books.
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Objawy' })).toBeVisible();
  await page.getByRole('button', { name: 'Wstecz' }).click();
  await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Płatność' })).toBeVisible();
  await page.getByLabel('Gotówką u lekarza (+20,00 zł)').check();
  await page.getByRole('button', { name: 'Zamawiam', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();

  // Back from the result does not reopen the booked order: the guard sends it to a new search.
  await page.goBack();
  await expect(page).toHaveURL(/\/make-appointment$/);
  await expect(page.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Płatność' })).toHaveCount(0);
});
