import type { Locator, Page } from '@playwright/test';
import { expectNoWidgetViolations } from './quality-axe';
import { expect, test } from './test';
import { fillEmpty, flow, PARTNER, PATIENT_PHONE, searchVisit, signInBySms } from './widget-bookingSteps';
import { leaveStep, pressButton, stepSettled } from './widget-leaveStep';

// `theme="light|dark|auto"` on <wizyta-booking>. The element hands it to the flow
// frame (query, then settings messages), where the dark palette replaces every colour token; `auto`
// follows the reader's prefers-color-scheme. Dark mode must be as axe-clean as light.

const DARK_SURFACE = 'rgb(18, 26, 33)';
const LIGHT_SURFACE = 'rgb(255, 255, 255)';

/** The background the flow frame's element paints (its `--wizyta-surface`). */
function surface(page: Page): Promise<string> {
  return page
    .frameLocator('wizyta-booking iframe')
    .locator('wizyta-booking')
    .evaluate((element) => getComputedStyle(element).backgroundColor);
}

async function check(page: Page, widget: Locator, step: string): Promise<void> {
  await expect.poll(() => surface(page)).toBe(DARK_SURFACE);
  await expectNoWidgetViolations(page, widget, `dark: ${step}`);
}

test('theme="dark": every step to the booked visit is dark and axe-clean', { tag: '@axe' }, async ({
  page,
}) => {
  await page.goto(`${PARTNER}dark.html`);
  const widget = flow(page);
  await expect(widget.getByRole('heading', { level: 2, name: 'Umów wizytę' })).toBeVisible();
  // By keyboard: the form may still grow above its button (checkByKeyboard in widget-leaveStep.ts).
  await widget.getByRole('button', { name: 'Szukaj lekarza' }).press('Enter');
  await expect(widget.getByLabel('Miasto', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await check(page, widget, 'search with validation messages');
  await searchVisit(widget);
  await stepSettled(widget, 'Szczegóły wizyty');
  await check(page, widget, 'order details');
  await leaveStep(widget, 'Szczegóły wizyty');
  await expect(widget.getByRole('heading', { name: 'Zaloguj się, aby zarezerwować wizytę' })).toBeVisible();
  await check(page, widget, 'sign-in');
  await signInBySms(widget, PATIENT_PHONE);
  await stepSettled(widget, 'Dane osobowe');
  for (const input of await widget.locator('input.wb-input').all()) await input.fill('');
  await pressButton(widget, 'Dalej');
  await expect(widget.locator('[aria-invalid="true"]').first()).toBeFocused();
  await check(page, widget, 'personal data with messages');
  await fillEmpty(widget);
  await widget.getByLabel('Numer kierunkowy').fill('+48');
  await pressButton(widget, 'Dalej');
  await stepSettled(widget, 'Objawy');
  await check(page, widget, 'symptoms');
  await widget.getByLabel('Kaszel').check();
  await pressButton(widget, 'Dalej');
  await stepSettled(widget, 'Płatność');
  await check(page, widget, 'payment');
  await widget.getByLabel(/Gotówką u lekarza/).check();
  await widget.getByRole('button', { name: 'Zamawiam', exact: true }).click();
  await expect(widget.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  await check(page, widget, 'booked');
});

test('theme="auto" follows prefers-color-scheme, and a changed attribute reaches the frame live', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(PARTNER);
  await expect(flow(page).getByRole('heading', { level: 2, name: 'Umów wizytę' })).toBeVisible();
  // No theme attribute: light, whatever the reader prefers.
  expect(await surface(page)).toBe(LIGHT_SURFACE);
  const setTheme = (theme: string) =>
    page.locator('wizyta-booking').evaluate((el, value) => el.setAttribute('theme', value), theme);
  await setTheme('auto');
  await expect.poll(() => surface(page)).toBe(DARK_SURFACE);
  await setTheme('light');
  await expect.poll(() => surface(page)).toBe(LIGHT_SURFACE);
  await setTheme('dark');
  await expect.poll(() => surface(page)).toBe(DARK_SURFACE);
  // The preference is read when `auto` applies. (Chromium's emulation does not tell a frame of
  // another process that the preference changed, so a live switch is not what this checks.)
  await page.emulateMedia({ colorScheme: 'light' });
  await setTheme('auto');
  await expect.poll(() => surface(page)).toBe(LIGHT_SURFACE);
});
