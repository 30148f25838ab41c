import type { Locator, Page } from '@playwright/test';
import {
  arrowToRadio,
  expectVisibleFocus,
  focusedElement,
  inFocusedFrame,
  tabTo,
  typeIfEmpty,
} from './quality-keyboardFocus';
import { expect, test } from './test';
import { flow, PARTNER, PATIENT_PHONE, searchDayInWarsaw } from './widget-bookingSteps';

/**
 * Accessibility: a booking from the search to the success page by keyboard alone (Tab,
 * Shift+Tab, Enter, Space, arrows, typing: no clicks, no fill, no check), on the widget of the
 * partner page and on the portal, with a visible focus indicator on every element the keyboard
 * reaches (quality-keyboardFocus.ts). The payment simulator's page is operated by keyboard too.
 */

const PORTAL = 'http://localhost:8080';
/**
 * The specialization of the test that picks one of the other times: its one doctor (lek-07) takes
 * no other test's visits, so the time listed is still free when it is chosen.
 */
const OTHER_TIMES_SPECIALIZATION = 'Urolog';

/** What a journey by keyboard alone is evidence of (the conformance report, docs/accessibility/). */
const KEYBOARD_CRITERIA = [
  '@wcag-2.1.1',
  '@wcag-2.1.2',
  '@wcag-2.4.3',
  '@wcag-2.4.7',
  '@wcag-3.2.1',
  '@wcag-3.2.2',
  '@wcag-4.1.2',
];

/**
 * Types the search day (searchDayInWarsaw) into the focused date input, segment by segment: day.month.year as a
 * Polish Chromium lays the field out; a Chromium with only its en-US resources (Debian's package)
 * lays it out month/day/year whatever the page's locale, so then Shift+Tab back to the first
 * segment and type it in that order.
 */
async function typeSearchDay(page: Page): Promise<void> {
  const iso = searchDayInWarsaw();
  const [year, month, day] = iso.split('-');
  await page.keyboard.type(`${day}${month}${year}`);
  if ((await focusedElement(page)).value !== iso) {
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type(`${month}${day}${year}`);
  }
  expect((await expectVisibleFocus(page, 'visit day')).value).toBe(iso);
}

/** The number of options of the focused <select>. */
async function optionCount(page: Page): Promise<number> {
  const count = await inFocusedFrame(page, () => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el instanceof HTMLSelectElement ? el.options.length : null;
  });
  return count ?? 0;
}

/** Whether the focused <select> offers `value` as an option that can be chosen. */
async function freeOption(page: Page, value: string): Promise<boolean> {
  const found = await inFocusedFrame(page, () => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!(el instanceof HTMLSelectElement)) return null;
    return Array.from(el.options).map((o) => `${o.value}${o.disabled ? ' disabled' : ''}`);
  });
  return found?.includes(value) ?? false;
}

/**
 * The search step by keyboard: Warszawa, a phone call, the first specialisation (or the one whose
 * name is typed: `specialization`), 10:00 on the search day.
 */
async function searchByKeyboard(page: Page, scope: Locator, specialization?: string): Promise<void> {
  await tabTo(page, 'Miasto');
  await page.keyboard.type('Warszawa');
  await expect(scope.getByLabel('Miasto', { exact: true }).locator('option:checked')).toHaveText('Warszawa');
  // The next stop is the visit kind's radio group (on its checked radio).
  await page.keyboard.press('Tab');
  await arrowToRadio(page, 'Rozmowa telefoniczna');
  await tabTo(page, 'Specjalizacja lekarza');
  await expect.poll(async () => optionCount(page)).toBeGreaterThan(1);
  if (specialization) await page.keyboard.type(specialization);
  else await page.keyboard.press('ArrowDown');
  expect((await focusedElement(page)).value).not.toBe('');
  if (specialization) {
    await expect(scope.getByLabel('Specjalizacja lekarza').locator('option:checked')).toHaveText(
      specialization,
    );
  }
  await tabTo(page, 'Dzień wizyty');
  await typeSearchDay(page);
  await tabTo(page, 'Godzina');
  // The new day's hours load after the date: type once the list offers 10:00 as free (typing
  // picks the first free hour starting so, and another day's list has it taken or has none).
  await expect.poll(async () => freeOption(page, '10:00')).toBe(true);
  await page.keyboard.type('10:00');
  await expect.poll(async () => (await focusedElement(page)).value).toBe('10:00');
  await tabTo(page, 'Dorosły');
  await arrowToRadio(page, 'Dorosły');
  await tabTo(page, /^Akceptuję regulamin serwisu/);
  await page.keyboard.press('Space');
  expect((await focusedElement(page)).checked).toBe(true);
  await tabTo(page, 'Szukaj lekarza', { tag: 'button' });
  await page.keyboard.press('Enter');
}

/**
 * Personal data (what the profile left empty), symptoms and the online payment, by keyboard, up
 * to 'Zapłać' on the payment simulator; `scope` is the widget's element or the portal page.
 */
async function personalToPaidByKeyboard(page: Page, scope: Page | Locator): Promise<void> {
  await expect(scope.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
  await expectVisibleFocus(page, 'personal data');
  for (const [label, value] of [
    ['PESEL', '44051401359'],
    ['Miejscowość', 'Warszawa'],
    ['Kod pocztowy', '00-950'],
    ['Ulica', 'Marszałkowska'],
    ['Numer domu', '1'],
    ['Adres e-mail', 'anna@example.pl'],
    ['Numer telefonu', PATIENT_PHONE],
  ] as const) {
    await tabTo(page, label);
    await typeIfEmpty(page, value);
  }
  await tabTo(page, 'Dalej', { tag: 'button' });
  await page.keyboard.press('Enter');

  await expect(scope.getByRole('heading', { name: 'Objawy' })).toBeVisible();
  await expectVisibleFocus(page, 'symptoms');
  await tabTo(page, 'Kaszel');
  await page.keyboard.press('Space');
  await expect(scope.getByLabel('Kaszel')).toBeChecked();
  await tabTo(page, 'Dalej', { tag: 'button' });
  await page.keyboard.press('Enter');

  await expect(scope.getByRole('heading', { name: 'Płatność' })).toBeVisible();
  await expectVisibleFocus(page, 'payment');
  await tabTo(page, 'Płatność online');
  await arrowToRadio(page, 'Płatność online');
  await tabTo(page, 'Zamawiam i płacę', { tag: 'button' });
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/localhost:8080\/pay$/);
  await tabTo(page, 'Zapłać', { tag: 'button' });
  await page.keyboard.press('Enter');
}

test('widget on the partner page: search, SMS sign-in, personal data, symptoms, payment and success by keyboard alone', {
  tag: KEYBOARD_CRITERIA,
}, async ({ page }) => {
  await page.goto(PARTNER);
  const widget = flow(page);
  await expect(widget.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
  await expect(
    widget.getByLabel('Miasto', { exact: true }).locator('option', { hasText: 'Warszawa' }),
  ).toHaveCount(1);
  await searchByKeyboard(page, widget);

  await expect(widget.getByRole('heading', { name: 'Szczegóły wizyty' })).toBeVisible();
  await expectVisibleFocus(page, 'order details');
  await tabTo(page, 'Dalej', { tag: 'button' });
  await page.keyboard.press('Enter');

  await expect(widget.getByRole('heading', { name: 'Zaloguj się, aby zarezerwować wizytę' })).toBeVisible();
  await tabTo(page, 'Numer telefonu');
  await page.keyboard.type(PATIENT_PHONE);
  await page.keyboard.press('Enter');
  await expect(widget.getByLabel('Kod z SMS-a')).toBeFocused();
  await expectVisibleFocus(page, 'SMS code');
  await page.keyboard.type('123456');
  await page.keyboard.press('Enter');

  await personalToPaidByKeyboard(page, widget);

  await expect(page).toHaveURL(PARTNER);
  await expect(widget.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  await tabTo(page, 'Umów kolejną wizytę', { tag: 'button' });
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
  await expectVisibleFocus(page, 'a new search');
});

test('widget order details by keyboard: other times, another time chosen, a discount code', {
  tag: KEYBOARD_CRITERIA,
}, async ({ page }) => {
  await page.goto(PARTNER);
  const widget = flow(page);
  await expect(
    widget.getByLabel('Miasto', { exact: true }).locator('option', { hasText: 'Warszawa' }),
  ).toHaveCount(1);
  // Its own specialization (one doctor that no other test books): the time chosen below is the
  // list's first, which a search on the other worker would otherwise hold between list and choice.
  await searchByKeyboard(page, widget, OTHER_TIMES_SPECIALIZATION);
  await expect(widget.getByRole('heading', { name: 'Szczegóły wizyty' })).toBeVisible();

  await tabTo(page, 'Pokaż inne terminy', { tag: 'button' });
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('heading', { name: 'Inne terminy' })).toBeVisible();
  await expectVisibleFocus(page, 'other times shown');
  const details = widget.locator('dl.wb-summary').first();
  const held = (await details.textContent()) ?? '';
  await tabTo(page, /^Wybierz termin /, { tag: 'button' });
  await page.keyboard.press('Enter');
  await expect(details).not.toHaveText(held);
  await expectVisibleFocus(page, 'another time chosen');

  await tabTo(page, 'Kod rabatowy');
  await page.keyboard.type('TEST');
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Kod rabatowy został naliczony.')).toBeVisible();
  await expectVisibleFocus(page, 'discount applied');
  await tabTo(page, 'Płatność online');
  await arrowToRadio(page, 'Gotówką u lekarza (+20,00 zł)');
  await expect(widget.getByText('Dopłata za płatność gotówką')).toBeVisible();
  await expectVisibleFocus(page, 'cash chosen');
  await tabTo(page, 'Dalej', { tag: 'button' });
});

test('portal /make-appointment signed in as pacjent: search to the success page by keyboard alone', {
  tag: KEYBOARD_CRITERIA,
}, async ({ page }) => {
  await page.goto(`${PORTAL}/make-appointment`);
  // The dev IdP's sign-in form, by keyboard as well.
  await expect(page.getByLabel('Nazwa użytkownika')).toBeVisible();
  await tabTo(page, 'Nazwa użytkownika');
  await page.keyboard.type('pacjent');
  await tabTo(page, 'Hasło');
  await page.keyboard.type('pacjent');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByLabel('Miasto', { exact: true }).locator('option', { hasText: 'Warszawa' }),
  ).toHaveCount(1);
  await searchByKeyboard(page, page.locator('body'));

  await expect(page.getByRole('heading', { name: 'Szczegóły wizyty' })).toBeVisible();
  await expect(page).toHaveURL(/\/order\/[^/]+$/);
  await expectVisibleFocus(page, 'order details');
  await tabTo(page, 'Dalej', { tag: 'button' });
  await page.keyboard.press('Enter');

  await personalToPaidByKeyboard(page, page);

  await expect(page.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/appointment\/[^/]+\/success$/);
  // A fresh page load (the gateway's redirect) starts at the document: from there, by Tab.
  await tabTo(page, 'Umów kolejną wizytę', { tag: 'button' });
});
