import type { Page } from '@playwright/test';
import { NEXT_APP } from '../../playwright.next.config';
import { expect, test } from '../test';
import {
  collectConsoleErrors,
  flow,
  PATIENT_PHONE,
  personalAndSymptoms,
  searchVisit,
  signInBySms,
} from '../widget-bookingSteps';
import { leaveStep, stepSettled } from '../widget-leaveStep';

// A partner's Next.js 16 app (examples/next-app: app router, React 19, @wizyta/embed-react from the
// packed tarballs, a nonce + 'strict-dynamic' CSP set in proxy.ts) books in the sandbox brand with an
// online payment after client-side navigation, inline, in a popup and in useWizyta()'s dialog.

/** Follows the app's own links, as a visitor does: Next renders each page without a page load. */
async function navigate(page: Page, links: readonly string[]): Promise<void> {
  for (const name of links) {
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
}

/** Searches, signs in by SMS, fills the order and pays online on the simulator, which sends the patient back. */
async function bookAndPay(page: Page, host = 'wizyta-booking'): Promise<void> {
  const widget = flow(page, host);
  await searchVisit(widget);
  await stepSettled(widget, 'Szczegóły wizyty');
  await leaveStep(widget, 'Szczegóły wizyty');
  await signInBySms(widget, PATIENT_PHONE);
  await personalAndSymptoms(widget);
  await stepSettled(widget, 'Płatność');
  await widget.getByLabel('Płatność online').check();
  await widget.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page).toHaveURL('http://localhost:8080/pay');
  await page.getByRole('button', { name: 'Zapłać' }).click();
}

test('inline: after three client-side navigations the online payment returns to the booked visit', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const csp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
  });
  const response = await page.goto(`${NEXT_APP}/`);
  // The recipe's policy as `next start` sends it: a fresh nonce and 'strict-dynamic', no 'unsafe-*'.
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(
    /script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic' http:\/\/localhost:8080;/,
  );
  expect(policy).not.toContain('unsafe');
  await navigate(page, ['Umów wizytę', 'Start', 'Umów wizytę', 'O nas', 'Wizyta w okienku', 'Umów wizytę']);
  // One element and one flow frame after all that: the earlier pages' are gone.
  await expect(page.locator('wizyta-booking')).toHaveCount(1);
  await expect(page.getByTestId('step')).toHaveText('search');
  await bookAndPay(page);

  // The full page load of the return: the page's widget shows the result, onPayment fires.
  await expect(page).toHaveURL(`${NEXT_APP}/umow-wizyte`);
  await expect(flow(page).getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  await expect(page.getByTestId('payment')).toHaveText('Płatność: accepted');
  // onBooked fired before the page left; the app kept the visit and shows it after the trip.
  await expect(page.getByTestId('booked')).toContainText(/Wizyta nr \S+ \(CALL, \d+ zł\)/);
  expect(csp).toEqual([]);
  expect(errors).toEqual([]);
});

test('popup: the dialog opens on the payment result by itself, and onPayment fires at once', async ({
  page,
}) => {
  await page.goto(`${NEXT_APP}/`);
  await navigate(page, ['Wizyta w okienku', 'O nas', 'Wizyta w okienku']);
  const host = page.locator('wizyta-booking[mode="popup"]');
  await host.locator('button[part="button"]').click();
  await expect(host).toHaveAttribute('open', '');
  await bookAndPay(page, 'wizyta-booking[mode="popup"]');

  await expect(page).toHaveURL(`${NEXT_APP}/wizyta-okno`);
  await expect(host).toHaveAttribute('open', '');
  await expect(
    flow(page, 'wizyta-booking[mode="popup"]').getByRole('heading', { name: 'Wizyta zarezerwowana' }),
  ).toBeVisible();
  await expect(page.getByTestId('payment')).toHaveText('Płatność: accepted');
});

test("useWizyta(): the site's button opens its brand's dialog; the payment's return opens it again", async ({
  page,
}) => {
  await page.goto(`${NEXT_APP}/o-nas`);
  await navigate(page, ['Start']);
  await page.getByRole('button', { name: 'Porozmawiaj z lekarzem' }).click();
  const dialog = 'wizyta-booking[data-wizyta-dialog]';
  await expect(page.locator(dialog)).toHaveAttribute('brand', 'sandbox');
  const frame = page.locator(dialog).locator('iframe');
  await expect(frame).toHaveAttribute('src', /[?&]type=sandbox&/);
  await bookAndPay(page, dialog);

  await expect(page).toHaveURL(`${NEXT_APP}/`);
  await expect(page.locator(dialog)).toHaveAttribute('open', '');
  await expect(flow(page, dialog).getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  await expect(page.getByTestId('dialog-payment')).toHaveText('Płatność: accepted');
  // Closed, and left for a page that does not use it: the dialog element leaves the page too.
  await page.locator(dialog).locator('button[part="close"]').click();
  await expect(page.locator(dialog)).not.toHaveAttribute('open');
  await navigate(page, ['O nas']);
  await expect(page.locator(dialog)).toHaveCount(0);
});
