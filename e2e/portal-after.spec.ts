import type { Browser, Page } from '@playwright/test';
import { expectLoggedOutAtIdp, signInAtIdp } from './idpSignIn';
import { startOwnBackend } from './ownBackend';
import { analyzeWithFrames } from './quality-axe';
import { expect, test, testNow } from './test';
import { fillEmpty } from './widget-bookingSteps';

/**
 * After booking, what must hold, on a backend of the spec's own (its slots and pacjent's
 * notifications are nobody else's): pacjent books a house visit with the symptom "Duszność" and
 * entry information and sees both on the visit page, the doctor too (the address first); the
 * header's unread count rises with the booking and falls when the notification is opened; the
 * visit moves to another time, is cancelled ("Odwołana przez pacjenta") and its slot is booked
 * again; the sign-in page leads to registration and SMS sign-in; the pages pass axe and fit 320 px.
 */

const own = startOwnBackend();
test.describe.configure({ mode: 'serial' });

const ENTRY = 'Domofon 12, drugie piętro, winda od podwórza';
const DAY = 24 * 60 * 60 * 1000;
/** A Warsaw day `days` from the suite's now, `YYYY-MM-DD`. */
const warsawDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(
    new Date(testNow().getTime() + days * DAY),
  );

let visitId = '';

async function signIn(page: Page, path: string, username = 'pacjent'): Promise<void> {
  await page.goto(`${own.url}${path}`);
  await signInAtIdp(page, username);
}

const unread = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', {
    name: count > 0 ? `Powiadomienia ${count} (nieprzeczytane)` : 'Powiadomienia',
    exact: true,
  });

/** The portal's search for a house visit at exactly `time` on `day`, for one adult. */
async function searchHouseVisit(page: Page, day: string, time: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
  await page.getByLabel('Miasto', { exact: true }).selectOption({ label: 'Warszawa' });
  await page.getByLabel('Wizyta domowa').check();
  // A house visit has one specialization, the internist (id 0): the list offers and picks it.
  const specialization = page.getByLabel('Specjalizacja lekarza');
  await expect(specialization.locator('option', { hasText: /wizyta domowa/ })).toHaveCount(1);
  await specialization.selectOption({ index: 1 });
  await page.getByLabel('Dzień wizyty').fill(day);
  const slot = page.getByLabel('Godzina', { exact: true });
  await expect(slot.locator('option', { hasText: new RegExp(`^${time}$`) })).toHaveCount(1);
  await slot.selectOption(time);
  await page.getByLabel('Dokładnie o wybranej godzinie').check();
  await page.getByLabel('Dorosły', { exact: true }).check();
  const address = page.getByRole('group', { name: 'Adres wizyty domowej' });
  await address.getByLabel('Miejscowość').fill('Warszawa');
  await address.getByLabel('Kod pocztowy').fill('00-950');
  await address.getByLabel('Ulica').fill('Marszałkowska');
  await address.getByLabel('Numer domu').fill('10');
  await address.getByLabel('Numer mieszkania (opcjonalnie)').fill('12');
  await address.getByLabel(/Dodatkowe informacje dla lekarza/).fill(ENTRY);
  await page.getByLabel('Akceptuję regulamin serwisu').check();
  await page.getByRole('button', { name: 'Szukaj lekarza' }).click();
  await expect(page.getByRole('heading', { name: 'Szczegóły wizyty' })).toBeVisible();
}

async function expectNoViolations(page: Page, where: string): Promise<void> {
  const { violations } = await analyzeWithFrames(page);
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
    `${where}: axe violations`,
  ).toEqual([]);
}

/** No page-wide horizontal scroll at the current viewport. */
async function expectNoHorizontalScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where}: horizontal overflow in px`).toBeLessThanOrEqual(0);
}

async function asDoctor(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, path, 'lekarz');
  return page;
}

test('pacjent books a house visit with "Duszność" and entry information; the unread count rises, then falls on reading', {
  tag: '@axe',
}, async ({ page }) => {
  await signIn(page, '/');
  await expect(unread(page, 3)).toBeVisible();
  await page.goto(`${own.url}/make-appointment`);
  await searchHouseVisit(page, warsawDay(2), '10:00');
  await page.getByLabel('Gotówką u lekarza (+20,00 zł)').check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
  await fillEmpty(page);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Objawy' })).toBeVisible();
  await page.getByLabel('Duszność').check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Płatność' })).toBeVisible();
  await page.getByRole('button', { name: 'Zamawiam', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  visitId = /\/appointment\/([^/]+)\/success$/.exec(page.url())?.[1] ?? '';
  expect(visitId).not.toBe('');
  await expect(unread(page, 4)).toBeVisible();

  await page.goto(`${own.url}/visit/${visitId}`);
  const booked = page.getByRole('region', { name: 'Dane z rezerwacji' });
  await expect(booked.getByText('Duszność')).toBeVisible();
  await expect(booked.getByText('Marszałkowska 10/12, 00-950 Warszawa')).toBeVisible();
  await expect(booked.getByText(ENTRY)).toBeVisible();
  await expect(page.getByText(/^Wizytę możesz odwołać do /)).toBeVisible();
  await expectNoViolations(page, 'visit page');

  await page.goto(`${own.url}/notifications`);
  await page.getByRole('link', { name: 'Zobacz wizytę: Wizyta zarezerwowana' }).click();
  await expect(page).toHaveURL(`${own.url}/visit/${visitId}`);
  await expect(unread(page, 3)).toBeVisible();
});

test('the doctor sees the address and entry information first, and the symptom', async ({ browser }) => {
  const page = await asDoctor(browser, `/visit/${visitId}`);
  const address = page.getByRole('region', { name: 'Adres wizyty domowej' });
  await expect(address.getByText('Marszałkowska 10/12, 00-950 Warszawa')).toBeVisible();
  await expect(address.getByText(ENTRY)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dane z rezerwacji' }).getByText('Duszność')).toBeVisible();
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings[0]).toBe('Adres wizyty domowej');
  await expect(page.getByRole('button', { name: 'Odwołaj wizytę' })).toHaveCount(0);
  await page.context().close();
});

test('pacjent moves the visit to another time, by keyboard', { tag: ['@axe', '@wcag-2.1.1'] }, async ({
  page,
}) => {
  await signIn(page, `/visit/${visitId}`);
  await page.getByRole('link', { name: 'Zmień termin' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Zmień termin wizyty' })).toBeVisible();
  await page.getByLabel(/^Dzień/).fill(warsawDay(3));
  const time = page.getByLabel(/^Godzina/);
  await expect(time.locator('option', { hasText: /^14:00$/ })).toHaveCount(1);
  await time.selectOption('14:00');
  await page.getByLabel('Dokładnie o wybranej godzinie').check();
  await page.getByRole('button', { name: 'Szukaj terminu' }).press('Enter');
  const found = page.getByRole('heading', { name: 'Proponowany termin' });
  await expect(found).toBeFocused();
  await expectNoViolations(page, 'reschedule page, a time held');
  await expect(page.getByText(/^Nowy termin: .*14:00/)).toBeVisible();
  await page.getByRole('button', { name: 'Potwierdź zmianę terminu' }).press('Enter');
  await expect(page).toHaveURL(`${own.url}/visit/${visitId}`);
  await expect(page.getByText('Termin wizyty został zmieniony.')).toBeVisible();
  await expect(page.locator('.visit-summary time').first()).toContainText('14:00');
});

test('pacjent cancels ("Odwołana przez pacjenta") and the slot can be booked again', {
  tag: ['@axe', '@wcag-3.3.4'],
}, async ({ page }) => {
  await signIn(page, `/visit/${visitId}`);
  await page.getByRole('button', { name: 'Odwołaj wizytę' }).click();
  const dialog = page.getByRole('dialog', { name: 'Odwołać wizytę?' });
  await expect(dialog.getByText(/nic nie pobraliśmy/)).toBeVisible();
  await expectNoViolations(page, 'cancel dialog');
  await dialog.getByRole('button', { name: 'Tak, odwołaj wizytę' }).click();
  await expect(page.locator('.visit-summary').getByText('Odwołana przez pacjenta')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Szczegóły wizyty' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Odwołaj wizytę' })).toHaveCount(0);

  // The freed 14:00 is the first choice again: the cheapest house doctor, Piotr Wiśniewski, whom
  // the moved visit held; taken, the search would have given the next doctor.
  await page.goto(`${own.url}/make-appointment`);
  await searchHouseVisit(page, warsawDay(3), '14:00');
  await expect(page.getByText('Piotr Wiśniewski')).toBeVisible();
  await expect(page.getByText(/godz\. 14:00/)).toBeVisible();
});

test('the sign-in page leads to registration and to SMS sign-in', async ({ page }) => {
  await page.goto(`${own.url}/`);
  await expectLoggedOutAtIdp(page);
  await page.getByRole('link', { name: 'Załóż konto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rejestracja' })).toBeVisible();
  await page.goto(`${own.url}/`);
  await expectLoggedOutAtIdp(page);
  await page.getByRole('link', { name: 'Zaloguj się kodem SMS' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logowanie kodem SMS' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Logowanie kodem SMS' }).getByRole('link', { name: 'Załóż konto' }),
  ).toHaveAttribute('href', '/registration');
});

for (const width of [320, 390]) {
  test(`the visit page, the visits list and the new time fit ${width} px`, {
    tag: ['@axe', '@wcag-1.4.10'],
  }, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, '/');
    const caption = page.locator('.visits-table caption');
    await expect(caption).toBeVisible();
    // The caption spans the card column instead of wrapping into a narrow column above it.
    const [captionWidth, tableWidth] = await Promise.all([
      caption.evaluate((el) => el.getBoundingClientRect().width),
      page.locator('.visits-table').evaluate((el) => el.getBoundingClientRect().width),
    ]);
    expect(captionWidth).toBeGreaterThan(tableWidth * 0.9);
    await expectNoHorizontalScroll(page, 'visits list');
    await page.goto(`${own.url}/visit/w-1003`);
    const calendar = page.getByRole('button', { name: 'Dodaj do kalendarza' });
    await expect(calendar).toHaveClass(/action-button/);
    await expectNoHorizontalScroll(page, 'visit page');
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: /^Powiadomienia/ }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto(`${own.url}/visit/w-1003/reschedule`);
    await expect(page.getByRole('button', { name: 'Szukaj terminu' })).toBeVisible();
    await expectNoHorizontalScroll(page, 'reschedule page');
    await expectNoViolations(page, `reschedule page at ${width} px`);
  });
}
