import type { Page } from '@playwright/test';
import { expect, test } from './test';

/**
 * Captcha: the `/b/general/` deployment sets `captchaSiteKey` (the sample backend's
 * choice, captcha/withCaptcha.ts), so its SMS login, registration, contact form and call-back go
 * through ALTCHA. Without a solution the portal does not send and the API refuses (400, 4002);
 * solved in the browser (a proof of work in a same-origin worker) the SMS login goes through, under
 * the portal's strict CSP.
 */

const ORIGIN = 'http://localhost:8080';
const BRAND = `${ORIGIN}/b/general`;
const phoneNumber = { prefix: '+48', number: '500100200' };

/** CSP violations the page reports (a blocked style, script or worker would show here). */
function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the API of a captcha deployment refuses the guarded calls without a valid solution', async ({
  request,
}) => {
  for (const captchaToken of [undefined, 'eyJmb3JnZWQiOnRydWV9']) {
    const response = await request.post(`${ORIGIN}/gw/general/patient-portal/api/sms-login`, {
      data: { phoneNumber, ...(captchaToken ? { captchaToken } : {}) },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ code: 4002 });
  }
});

test('SMS login on /b/general/: refused unsolved, signed in once "Nie jestem robotem" is solved', async ({
  page,
}) => {
  const violations = collectCspViolations(page);
  const smsStarts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/patient-portal/api/sms-login')) smsStarts.push(r.url());
  });
  await page.goto(`${BRAND}/sms-login`);
  await page.getByLabel('Numer telefonu').fill(phoneNumber.number);
  await page.getByRole('button', { name: 'Wyślij kod' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Potwierdź, że nie jesteś robotem.' }),
  ).toBeVisible();
  expect(smsStarts).toEqual([]);

  // By keyboard, as the widget is meant to be usable (its box is drawn over the native checkbox).
  await page.getByRole('checkbox', { name: 'Nie jestem robotem' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Zweryfikowano')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Wyślij kod' }).click();
  const codeForm = page.getByRole('form', { name: 'Wpisz kod z SMS-a' });
  await codeForm.getByRole('textbox', { name: 'Kod z SMS-a' }).fill('123456');
  await codeForm.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).not.toHaveURL(/sms-login/);
  expect(smsStarts).toEqual([`${ORIGIN}/gw/general/patient-portal/api/sms-login`]);
  expect(violations).toEqual([]);
});
