import { existsSync } from 'node:fs';
import { CHROMIUM_ARGS } from '../playwright.config';
import { PARTNER, PHONES, PORTAL } from './quality-apiSession';
import { probeCookieInFrame } from './quality-probeCookieInFrame';
import { expect, test } from './test';
import { flow, PARTNER as PARTNER_SITE, PATIENT_PHONE, signInLateToPersonal } from './widget-bookingSteps';
import { POLISH_TEXTS as texts } from './widget-bookingTexts';

/**
 * Third-party cookies blocked. Chromium's `--test-third-party-cookie-phaseout` switch
 * blocks them for the whole browser (checked below, against the control test in
 * quality-security-session.spec.ts). The insurer page (127.0.0.1:8081) frames the provider
 * (localhost:8080), another site: inside that frame the IdP's session cookie is unavailable.
 */

const INSURER = `${PARTNER}/insurer-app/`;
const EXECUTABLE =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
test.use({
  launchOptions: {
    executablePath: EXECUTABLE,
    args: [...CHROMIUM_ARGS, '--test-third-party-cookie-phaseout'],
  },
});

test('the switch takes effect: the framed widget sees no cookie of its own', async ({ page }) => {
  expect(await probeCookieInFrame(page)).toEqual({ cookie: '', access: false });
});

test('portal framed by the insurer: SMS sign-in completes', async ({ page }) => {
  // Found by this check and fixed: framed by another site the portal no longer runs keycloak-js's
  // check-sso (the IdP refuses frames, third-party cookies are blocked); sign-in goes by SMS.
  await page.goto(INSURER);
  const frame = page.frame({ url: /\/widget\/(flow|frame)\.html/ });
  if (!frame) throw new Error('no widget frame');
  await frame.goto(`${PORTAL}/sms-login`);
  await frame.getByLabel('Numer telefonu').fill(PHONES.nfz.number, { timeout: 10_000 });
  await frame.getByRole('button', { name: 'Wyślij kod' }).click();
  await frame.getByRole('textbox', { name: 'Kod z SMS-a' }).fill('123456');
  await frame.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  // Signed in: the patient's visits list (the narrow frame shows the mobile menu, not the account button).
  await expect(frame.getByRole('heading', { level: 1, name: 'Moje wizyty' })).toBeVisible({
    timeout: 10_000,
  });
});

test('portal framed by the insurer: keycloak init settles within 10 s and offers a sign-in', async ({
  page,
}) => {
  await page.goto(INSURER);
  const frame = page.frame({ url: /\/widget\/(flow|frame)\.html/ });
  if (!frame) throw new Error('no widget frame');
  const started = Date.now();
  await frame.goto(`${PORTAL}/`);
  // Settled: the loading state is gone and the patient can sign in (SMS page or link to it).
  await expect(frame.getByText('Wczytywanie strony…')).toHaveCount(0, { timeout: 10_000 });
  await expect(
    frame.getByRole('link', { name: /SMS/ }).or(frame.getByRole('heading', { name: 'Logowanie kodem SMS' })),
  ).toBeVisible({ timeout: Math.max(1, 10_000 - (Date.now() - started)) });
});

// Here the flow frame gets no storage at all (the cookies blocked, no partitioning: Playwright
// disables Chromium's): it says so in one line, and a reload starts the booking over.
const NOT_KEPT =
  'Ustawienia prywatności tej przeglądarki nie zachowują niedokończonej rezerwacji po odświeżeniu strony.';

test('widget without storage: one line says a reload does not keep the booking, and a reload starts over', async ({
  page,
}) => {
  await page.goto(PARTNER_SITE);
  const widget = flow(page);
  await expect(widget.getByText(NOT_KEPT)).toBeVisible();
  await signInLateToPersonal(widget, PATIENT_PHONE);
  await widget.getByLabel('Ulica', { exact: true }).fill('Przeładowana');

  await page.reload();
  await expect(widget.getByText(NOT_KEPT)).toBeVisible();
  await expect(widget.getByRole('heading', { name: texts.searchTitle })).toBeVisible();
  await expect(widget.getByRole('timer')).toHaveCount(0);
  await expect(widget.getByRole('heading', { name: texts.signInTitle })).toHaveCount(0);
});
