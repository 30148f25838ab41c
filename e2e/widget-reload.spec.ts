import { CHROMIUM_ARGS, executablePath } from '../playwright.config';
import { expect, test } from './test';
import { flow, PARTNER, PATIENT_PHONE, signInLateToPersonal, submitSmsSignIn } from './widget-bookingSteps';
import { POLISH_TEXTS as texts } from './widget-bookingTexts';
import { stepSettled } from './widget-leaveStep';
import { expectNothingLeaked, installSpy } from './widget-spy';

/**
 * Chromium as it ships: the flow frame on the partner's page gets sessionStorage partitioned by the
 * partner's site. Playwright launches Chromium with `ThirdPartyStoragePartitioning` among its
 * disabled features, and its contexts block third-party cookies, so in the suite's Chromium the
 * frame has no storage at all (the case quality-security-cookies.spec.ts covers). Chromium keeps the
 * last `--disable-features`: this one is Playwright's list without that feature.
 */
const PLAYWRIGHT_DISABLED_BUT_PARTITIONING = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
test.use({
  launchOptions: {
    executablePath,
    args: [...CHROMIUM_ARGS, `--disable-features=${PLAYWRIGHT_DISABLED_BUT_PARTITIONING.join(',')}`],
  },
});

// A reload at the personal data step (pull-to-refresh on a phone): the flow frame keeps its draft in
// its own sessionStorage on the provider's origin (partitioned by the partner's site), so the patient
// signs in again (the tokens were in memory) and is back at the same step, the hold and the typed
// values kept.
test('a reload at the personal data step comes back to it after signing in again, the hold and what was typed kept', async ({
  page,
}) => {
  const spy = await installSpy(page, new URL(PARTNER).origin);
  await page.goto(PARTNER);
  const widget = flow(page);
  await signInLateToPersonal(widget, PATIENT_PHONE);
  const street = widget.getByLabel('Ulica', { exact: true });
  await street.fill('Przeładowana');
  const held = await widget.getByRole('timer').textContent();
  expect(held).toBeTruthy();

  await page.reload();
  // A page load moves no focus into the widget: the restored step shows, its heading unfocused.
  await expect(widget.getByRole('heading', { name: texts.signInTitle })).toBeVisible();
  await submitSmsSignIn(widget, PATIENT_PHONE);
  await stepSettled(widget, texts.personalTitle);
  await expect(street).toHaveValue('Przeładowana');
  await expect(widget.getByRole('timer')).toBeVisible();
  // The draft stays in the frame's storage: the partner page's scripts read none of it.
  expectNothingLeaked(spy, { street: 'Przeładowana', phone: PATIENT_PHONE }, ['personal']);
});
