import type { Page } from '@playwright/test';
import { LOCAL_PORTS } from '../../deploy/src/startLocalDeployment';
import { signInAtIdp } from '../idpSignIn';
import { expect, test } from '../test';
import {
  collectConsoleErrors,
  flow,
  hostLog,
  PATIENT_PHONE,
  personalAndSymptoms,
  searchVisit,
  signInBySms,
} from '../widget-bookingSteps';
import { leaveStep, stepSettled } from '../widget-leaveStep';
import { nextSmsCode } from './smsOutbox';

// The journeys through the deployment as production runs it (`npm run deploy:local`): the portal,
// the widget, the API and the IdP all reached through nginx with the generated config on :8480, the
// partner examples on :8481 embedding the widget from there.

const NGINX = `http://localhost:${LOCAL_PORTS.provider}`;
const PARTNER_SITE = `http://127.0.0.1:${LOCAL_PORTS.partner}/partner-site/`;
/** The partner server under its other name (its index of examples, no widget): on WELBI's trust list only. */
const WELBI_ONLY_PAGE = `http://localhost:${LOCAL_PORTS.partner}/`;

/** CSP violations Chromium reports on the console (a frame or a script the policy refused). */
function cspViolations(errors: readonly string[]): string[] {
  return errors.filter((error) => /Content Security Policy|violates/.test(error));
}

async function signInPortal(page: Page, base: string): Promise<void> {
  await page.goto(`${NGINX}${base}`);
  await signInAtIdp(page, 'pacjent');
  await expect(page.getByRole('button', { name: 'Moje konto' })).toBeVisible({ timeout: 15_000 });
}

for (const [brand, base, title] of [
  ['GENERAL', '/', /Wizyta/],
  ['PZU', '/b/pzu/', /PZU/i],
  ['WELBI', '/b/welbi/', /Welbi/i],
] as const) {
  test(`${brand} at ${base}: the patient signs in through the IdP behind nginx and sees the visits`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await signInPortal(page, base);
    expect(page.url()).toBe(`${NGINX}${base}`);
    await expect(page).toHaveTitle(title);
    await expect(
      page.getByRole('table', { name: /Wizyty, strona 1 z \d+/ }).getByRole('row'),
    ).not.toHaveCount(0);
    expect(cspViolations(errors)).toEqual([]);
  });
}

test('the consultation room is framed: nginx’s CSP names the brand’s embedded hosts in frame-src', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${NGINX}/consultation/w-1003`);
  await signInAtIdp(page, 'pacjent');
  const room = page.locator('iframe');
  await expect(room).toHaveAttribute('src', new RegExp(`^http://127\\.0\\.0\\.1:${LOCAL_PORTS.partner}/`));
  const src = await room.getAttribute('src');
  await expect.poll(() => page.frames().map((frame) => frame.url())).toContain(src);
  expect(cspViolations(errors)).toEqual([]);
});

test('a patient books from the partner page through nginx: SMS sign-in, online payment, back on the partner page', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(PARTNER_SITE);
  const widget = flow(page);
  await searchVisit(widget);
  await leaveStep(widget, 'Szczegóły wizyty');
  await signInBySms(widget, PATIENT_PHONE, undefined, nextSmsCode(PATIENT_PHONE));
  await personalAndSymptoms(widget);
  await stepSettled(widget, 'Płatność');
  await widget.getByLabel('Płatność online').check();
  await widget.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  // The gateway's address names nothing: its one-time secret came in the hand-off's form.
  await expect(page).toHaveURL(`${NGINX}/pay`);
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page).toHaveURL(PARTNER_SITE);
  await expect(widget.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  await expect(hostLog(page, 'wizyta:payment')).toContainText('"status":"accepted"');
  expect(errors).toEqual([]);
});

test('the pinned page loads the release folder with SRI through nginx and books', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${PARTNER_SITE}pinned.html`);
  await expect(page.locator('script[integrity]')).toHaveAttribute(
    'src',
    /\/widget\/\d+\.\d+\.\d+\/wizyta-loader\.js$/,
  );
  const widget = flow(page);
  await expect
    .poll(() => page.frames().map((frame) => frame.url()))
    .toContainEqual(expect.stringMatching(/\/widget\/\d+\.\d+\.\d+\/flow\.html\?type=general/));
  await searchVisit(widget, { time: '11:00' });
  await leaveStep(widget, 'Szczegóły wizyty');
  await signInBySms(widget, PATIENT_PHONE, undefined, nextSmsCode(PATIENT_PHONE));
  await personalAndSymptoms(widget);
  await stepSettled(widget, 'Płatność');
  await widget.getByLabel('Płatność online').check();
  await widget.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(widget.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the flow frame lets only its own brand’s partners frame it: WELBI’s list has an origin GENERAL’s lacks', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refused.push(message.text());
  });
  await page.goto(WELBI_ONLY_PAGE);
  const frameUrl = (type: string) => `${NGINX}/widget/flow.html?type=${type}&lang=pl`;
  await page.evaluate(
    (urls) => {
      document.body.replaceChildren(
        ...urls.map((url) => Object.assign(document.createElement('iframe'), { src: url, title: url })),
      );
    },
    [frameUrl('welbi'), frameUrl('general')],
  );
  await expect(
    page.frameLocator(`iframe[src="${frameUrl('welbi')}"]`).locator('wizyta-booking'),
  ).toBeAttached();
  // Chromium names only the framed origin: one refusal, under GENERAL's list.
  await expect.poll(() => refused).toHaveLength(1);
  expect(refused[0]).toContain(`"frame-ancestors 'self' http://127.0.0.1:${LOCAL_PORTS.partner}"`);
  await expect(
    page.frameLocator(`iframe[src="${frameUrl('general')}"]`).locator('wizyta-booking'),
  ).toHaveCount(0);
});
