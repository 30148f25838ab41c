import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { flow, hostLog, PARTNER, searchVisit } from './widget-bookingSteps';
import { bookBySso } from './widget-ssoSteps';

// The embed modes of <wizyta-booking> on examples/partner-site/popup.html: mode="popup" (a button
// and a native dialog), click-to-open (data-wizyta-open) and Wizyta('open') / Wizyta('close');
// and a partner page that sends no Referer. The flow runs in the provider's frame in each.

const POPUP_PAGE = `${PARTNER}popup.html`;

/** The dialog of the element matching `host` (in its shadow root). */
function dialogOf(page: Page, host: string): Locator {
  return page.locator(`${host} dialog`);
}

// mode="popup" books to the end in widget-isolation.spec.ts (with the spy). Click-to-open and
// Wizyta('open') book here through the SSO popup: the seeded phones' SMS codes (5 in 10 minutes)
// are spent by the suite's SMS sign-ins already.
test('mode="popup": the button opens the dialog, Escape closes it with focus back, reopening resumes, the close button', async ({
  page,
}) => {
  await page.goto(POPUP_PAGE);
  const host = 'wizyta-booking[mode=popup]';
  const button = page.getByRole('button', { name: 'Umów wizytę', exact: true });
  await button.click();
  await expect(dialogOf(page, host)).toBeVisible();
  const widget = flow(page, host);
  await searchVisit(widget);
  await expect(widget.getByRole('heading', { name: 'Szczegóły wizyty' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialogOf(page, host)).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page.locator(host)).not.toHaveAttribute('open');

  // Reopened: the same flow, where the patient left it.
  await button.click();
  await expect(widget.getByRole('heading', { name: 'Szczegóły wizyty' })).toBeVisible();
  await expect(hostLog(page, 'wizyta:reserved')).toHaveCount(1);

  await page.locator(host).getByRole('button', { name: 'Zamknij okno rezerwacji' }).click();
  await expect(dialogOf(page, host)).toBeHidden();
  await expect(button).toBeFocused();
});

test('click-to-open: a data-wizyta-open link opens the dialog with its own attributes, books (SSO), and Escape returns focus to it', async ({
  page,
}) => {
  await page.goto(POPUP_PAGE);
  const link = page.getByRole('link', { name: 'Teleporada z Poznania — umów' });
  await link.focus();
  await page.keyboard.press('Enter');
  const host = 'wizyta-booking[data-wizyta-dialog]';
  await expect(dialogOf(page, host)).toBeVisible();
  expect(page.url()).toBe(POPUP_PAGE);
  const widget = flow(page, host);
  // The link's city (poznan) and appointment type (CALL) preselect the search.
  await expect(widget.getByLabel('Miasto', { exact: true }).locator('option:checked')).toHaveText('Poznań');
  await expect(widget.getByLabel('Rozmowa telefoniczna')).toBeChecked();
  await searchVisit(widget, { specialization: { index: 1 } });
  await expect(widget.getByRole('heading', { name: 'Szczegóły wizyty' })).toBeVisible();
  await expect(hostLog(page, 'wizyta:reserved')).toHaveCount(1);
  await bookBySso(page, widget, 'pacjent2');
  await expect(hostLog(page, 'wizyta:booked')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialogOf(page, host)).toBeHidden();
  await expect(link).toBeFocused();
});

test("Wizyta('open', {…}) opens the dialog with the options, books (SSO), Wizyta('close') closes it and focus returns", async ({
  page,
}) => {
  await page.goto(POPUP_PAGE);
  const button = page.getByRole('button', { name: 'Umów wizytę domową' });
  await button.click();
  const host = 'wizyta-booking[data-wizyta-dialog]';
  await expect(dialogOf(page, host)).toBeVisible();
  const widget = flow(page, host);
  await expect(widget.getByLabel('Wizyta domowa')).toBeChecked();
  await searchVisit(widget);
  await bookBySso(page, widget, 'pacjent3');
  await expect(hostLog(page, 'wizyta:booked')).toHaveCount(1);
  await page.evaluate(() => (window as { Wizyta?: (command: 'close') => void }).Wizyta?.('close'));
  await expect(dialogOf(page, host)).toBeHidden();
  await expect(button).toBeFocused();
});

test('a partner page that sends no Referer: the frame still learns its origin, events arrive, the search books a slot', async ({
  page,
}) => {
  await page.goto(`${PARTNER}no-referrer.html`);
  const widget = flow(page);
  await searchVisit(widget);
  await expect(widget.getByRole('heading', { name: 'Szczegóły wizyty' })).toBeVisible();
  expect(await widget.evaluate(() => document.referrer)).toBe('');
  await expect(hostLog(page, 'wizyta:ready')).toHaveCount(1);
  await expect(hostLog(page, 'wizyta:reserved')).toHaveCount(1);
});
