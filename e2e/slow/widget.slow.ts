import { expect, type Locator, type Page } from '@playwright/test';
import { SLOW_TOKEN_LIFETIME_S } from '../../playwright.slow.config';
import { test } from '../test';
import {
  flow,
  PARTNER,
  PATIENT_PHONE,
  PERSONAL_DATA,
  searchVisit,
  signInBySms,
} from '../widget-bookingSteps';
import { checkByKeyboard, leaveStep, stepSettled } from '../widget-leaveStep';
import { throttleCpu } from './slowPhone';

/** A person's pace on a phone keyboard: about five keys a second. */
const KEY_DELAY_MS = 200;

/** The token refreshes `page` (and its frames) asked for from now on. */
function countRefreshes(page: Page): string[] {
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/token/refresh')) refreshes.push(request.url());
  });
  return refreshes;
}

/**
 * Types the personal fields anew, key by key at a person's pace (longer than the 10 s token
 * lives): every value must be there when the patient is done. The PESEL the profile gave stays
 * (another would not match the profile's date of birth).
 */
async function typePersonalData(scope: Locator | Page): Promise<void> {
  const started = Date.now();
  const typed = Object.entries(PERSONAL_DATA).filter(([label]) => label !== 'PESEL');
  for (const [label, value] of typed) {
    const field = scope.getByLabel(label, { exact: true });
    await field.clear();
    await field.pressSequentially(value, { delay: KEY_DELAY_MS });
  }
  for (const [label, value] of typed)
    await expect(scope.getByLabel(label, { exact: true })).toHaveValue(value);
  // The token the patient signed in with ran out while they typed.
  expect(Date.now() - started).toBeGreaterThan(SLOW_TOKEN_LIFETIME_S * 1000);
}

test.beforeEach(async ({ page }) => {
  await throttleCpu(page);
});

test('widget inline on the partner page, slow phone: the personal data typed while the token runs out is all kept, "Dalej" moves on, and the booking goes to the gateway on a refreshed session', {
  tag: '@quick',
}, async ({ page }) => {
  await page.goto(PARTNER);
  const widget = flow(page);
  await searchVisit(widget);
  await leaveStep(widget, 'Szczegóły wizyty');
  await signInBySms(widget, PATIENT_PHONE);
  await stepSettled(widget, 'Dane osobowe');
  const refreshes = countRefreshes(page);
  await typePersonalData(widget);
  await widget.getByRole('button', { name: 'Dalej', exact: true }).press('Enter');
  await stepSettled(widget, 'Objawy');
  await checkByKeyboard(widget.getByLabel('Kaszel'));
  await widget.getByRole('button', { name: 'Dalej', exact: true }).press('Enter');
  await stepSettled(widget, 'Płatność');
  await checkByKeyboard(widget.getByLabel('Płatność online'));
  await widget.getByRole('button', { name: 'Zamawiam i płacę' }).press('Enter');
  await expect(page).toHaveURL('http://localhost:8080/pay');
  expect(refreshes.length).toBeGreaterThan(0);
});
