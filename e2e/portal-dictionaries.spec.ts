import type { Page } from '@playwright/test';
import { expect, test } from './faults';
import { search, signIn } from './portal-orderSteps';
import { fillEmpty } from './widget-bookingSteps';

/**
 * Dictionaries from the API: towns, countries, languages and specializations are fetched
 * once per session whatever the screens, the country and language of the consultation travel with
 * the booking where the brand offers the choice, and a dictionary that fails to load shows its
 * catalogue code with a retry that works (the backend's fault mode, FAULTS=on in the webServer).
 */

const DICTIONARIES = [
  '/visit-api/anonymous/towns',
  '/visit-api/anonymous/countries',
  '/visit-api/anonymous/languages',
];

/** Dictionary requests of the page's current document, by path (a full navigation starts over). */
function countDictionaryRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    // A new document is a new session: its own requests start the count.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) counts.clear();
    const { pathname, search: query } = new URL(request.url());
    const key = pathname.endsWith('/specializations') ? `${pathname}${query}` : pathname;
    if (DICTIONARIES.includes(pathname) || pathname.endsWith('/specializations')) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  });
  return counts;
}

test('one request per dictionary across the screens; the booking carries the chosen country and language', async ({
  page,
}) => {
  const counts = countDictionaryRequests(page);
  await signIn(page, '/make-appointment');
  await search(page);
  await page.getByLabel('Gotówką u lekarza (+20,00 zł)').check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
  await page.getByLabel('Kraj, w którym będziesz podczas konsultacji').selectOption({ label: 'Niemcy' });
  await page.getByLabel('Język konsultacji').selectOption({ label: 'angielski' });
  await fillEmpty(page);
  // Back to the details and forward again: the step mounts anew and reads the same dictionaries.
  await page.getByRole('button', { name: 'Wstecz' }).click();
  await expect(page.getByRole('heading', { name: 'Szczegóły wizyty' })).toBeVisible();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByLabel('Kraj, w którym będziesz podczas konsultacji')).toHaveValue('2');
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByLabel('Kaszel').check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Płatność' })).toBeVisible();
  const booking = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/patient-portal/api/appointments'),
  );
  await page.getByRole('button', { name: 'Zamawiam', exact: true }).click();
  expect((await booking).postDataJSON()).toMatchObject({ countryId: 2, languageId: 2 });
  await expect(page.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();

  // Another search in the same session (the menu, no reload): the towns are there at once.
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Umów wizytę' })
    .click();
  await expect(page.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
  await page.getByLabel('Miasto', { exact: true }).selectOption({ label: 'Kraków' });
  expect(Object.fromEntries(counts)).toEqual({
    '/visit-api/anonymous/towns': 1,
    '/visit-api/anonymous/countries': 1,
    '/visit-api/anonymous/languages': 1,
    '/visit-api/v1/specializations?type=CALL': 1,
  });
});

test('a dictionary that fails to load shows its code, and the retry loads it', async ({ page, faults }) => {
  await signIn(page, '/make-appointment');
  await expect(page.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
  // Three 500s: the client's own two retries of a read fail too, so the patient sees 4393.
  await faults.inject({ kind: 'error500', method: 'GET', path: '/visit-api/anonymous/countries', times: 3 });
  await search(page);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Błąd 4393: Nie udało się wczytać listy krajów.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(
    page.getByLabel('Kraj, w którym będziesz podczas konsultacji').locator('option', { hasText: 'Niemcy' }),
  ).toHaveCount(1);
  await expect(page.getByText('Błąd 4393')).toHaveCount(0);
});

test('INTER disables the country and language choice: the personal step does not offer it', async ({
  page,
}) => {
  await signIn(page, '/b/inter/make-appointment');
  await search(page);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
  await expect(page.getByLabel('Imię', { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Kraj, w którym będziesz podczas konsultacji')).toHaveCount(0);
  await expect(page.getByLabel('Język konsultacji')).toHaveCount(0);
});
