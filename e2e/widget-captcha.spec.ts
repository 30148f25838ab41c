import type { Page } from '@playwright/test';
import { expect, test } from './faults';
import { flow, noDoctorOnNextSearch, PARTNER, searchVisit } from './widget-bookingSteps';
import { leaveStep, stepSettled } from './widget-leaveStep';

/**
 * Captcha in the widget: a partner page (cross-site, :8081) embeds the `/b/general/`
 * deployment, whose config sets `captchaSiteKey` and whose API refuses an SMS sign-in start
 * without an ALTCHA solution. The flow frame loads ALTCHA (its chunk and its PBKDF2 worker, files
 * of the provider's origin) only when the sign-in step shows the captcha, under the frame's strict
 * CSP; the partner page itself never fetches it.
 */

/** Seeded `nowy`: a phone no other spec sends codes to (5 codes per phone in 10 minutes). */
const PHONE = '500100203';
const SMS_START = 'http://localhost:8080/gw/general/patient-portal/api/sms-login';

/** CSP violations reported in any frame (a blocked style, script or worker would show here). */
function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('widget on a captcha deployment: SMS sign-in refused unsolved, sent once solved by keyboard', async ({
  page,
}) => {
  const violations = collectCspViolations(page);
  const smsStarts: string[] = [];
  const altchaFiles: { url: string; inFrame: boolean }[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (request.method() === 'POST' && url.endsWith('/patient-portal/api/sms-login')) smsStarts.push(url);
    if (/\/widget\/(chunks\/altcha-|workers\/)/.test(url))
      altchaFiles.push({ url, inFrame: request.frame() !== page.mainFrame() });
  });
  await page.goto(`${PARTNER}captcha.html`);
  const widget = flow(page);
  await searchVisit(widget);
  await leaveStep(widget, 'Szczegóły wizyty');
  await stepSettled(widget, 'Zaloguj się, aby zarezerwować wizytę');
  await widget.getByLabel('Numer telefonu', { exact: true }).fill(PHONE);

  // Unsolved: nothing is sent, the patient is told why in Polish.
  await widget.getByRole('button', { name: 'Wyślij kod' }).click();
  await expect(widget.getByText('Potwierdź, że nie jesteś robotem.')).toBeVisible();
  expect(smsStarts).toEqual([]);

  // Solved by keyboard (a proof of work in the same-origin worker), the code is sent and accepted.
  await widget.getByRole('checkbox', { name: 'Nie jestem robotem' }).focus();
  await page.keyboard.press('Space');
  await expect(widget.getByText('Zweryfikowano')).toBeVisible({ timeout: 15_000 });
  await widget.getByRole('button', { name: 'Wyślij kod' }).click();
  await widget.getByLabel('Kod z SMS-a').fill('123456');
  await widget.getByRole('button', { name: 'Zaloguj', exact: true }).click();
  // Signed in: nowy's next step is the terms (until widget-rules.spec.ts's agreements test has
  // accepted them on the shared backend), then the personal data.
  await expect(
    widget
      .getByRole('heading', { name: 'Regulamin i zgody' })
      .or(widget.getByRole('heading', { name: 'Dane osobowe' })),
  ).toBeVisible();
  expect(smsStarts).toEqual([SMS_START]);

  // ALTCHA came as the frame's own chunk and worker, never into the partner page.
  // (ALTCHA starts several workers on a multi-core machine: one file, fetched once per worker.)
  expect([...new Set(altchaFiles.map((file) => file.url.replace(/-[\w-]+\.js$/, '.js')))]).toEqual([
    'http://localhost:8080/widget/chunks/altcha.js',
    'http://localhost:8080/widget/workers/pbkdf2.js',
  ]);
  expect(altchaFiles.every((file) => file.inFrame)).toBe(true);
  expect(violations).toEqual([]);
});

test('widget on a captcha deployment: no doctors, the call-back goes out once the captcha is solved', async ({
  page,
  faults,
}) => {
  const violations = collectCspViolations(page);
  const callBacks: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/gw/general/') && /call-?back/i.test(r.url()))
      callBacks.push(r.url());
  });
  await noDoctorOnNextSearch(faults);
  await page.goto(`${PARTNER}captcha.html`);
  const widget = flow(page);
  await searchVisit(widget);
  await expect(widget.getByRole('heading', { name: 'Nie znaleźliśmy wolnego lekarza' })).toBeVisible();
  await widget.getByLabel('Numer telefonu', { exact: true }).fill('600100200');
  await widget.getByRole('button', { name: 'Poproś o kontakt' }).click();
  await expect(widget.getByText('Potwierdź, że nie jesteś robotem.')).toBeVisible();
  expect(callBacks).toEqual([]);

  await widget.getByRole('checkbox', { name: 'Nie jestem robotem' }).focus();
  await page.keyboard.press('Space');
  await expect(widget.getByText('Zweryfikowano')).toBeVisible({ timeout: 15_000 });
  await widget.getByRole('button', { name: 'Poproś o kontakt' }).click();
  await expect(widget.getByRole('heading', { name: 'Dziękujemy, oddzwonimy' })).toBeVisible();
  expect(callBacks).toHaveLength(1);
  expect(violations).toEqual([]);
});
