import type { Frame, Page } from '@playwright/test';
import { search, signIn, toPayment } from './portal-orderSteps';
import { expect, test } from './test';
import { bookInCash, flow, PARTNER, PERSONAL_DATA } from './widget-bookingSteps';

// The operator's booking funnel: a whole booking by `pacjent` (who gave the marketing agreement)
// on the portal and in the widget's flow frame, with the sample config's analyticsId. What each
// document's `dataLayer` holds is read back: the funnel's events are there, and nothing personal
// is; the partner page gets none of them.

/** What must never reach analytics: the patient's profile, what was typed, the symptom. */
const PERSONAL = [
  'Anna',
  'Kowalska',
  'anna.kowalska@example.com',
  '85041212344',
  '500100200',
  'Floriańska',
  'Kraków',
  'Kaszel',
  'COUGH',
  ...Object.values(PERSONAL_DATA),
];

// The only keys an event may carry (the portal's whitelist), and its name's prefix.
const KEYS = new Set(['event', 'analyticsId', 'route', 'step', 'result', 'method']);

type Pushed = Record<string, unknown>;

/** The funnel of a cash booking from the personal data step on. */
const FROM_PERSONAL = [
  'wizyta.booking_step personal',
  'wizyta.booking_step symptoms',
  'wizyta.booking_step payment',
  'wizyta.booking_step result',
  'wizyta.payment_method CASH',
  'wizyta.booking_result success',
];

async function dataLayerOf(target: Page | Frame): Promise<Pushed[]> {
  return target.evaluate(() => (window as { dataLayer?: Pushed[] }).dataLayer ?? []);
}

function funnelOf(pushed: readonly Pushed[]): string[] {
  return pushed
    .filter((entry) => typeof entry.event === 'string' && entry.event !== 'wizyta.page_view')
    .map((entry) => `${entry.event} ${[entry.step, entry.method, entry.result].filter(Boolean).join()}`);
}

function expectNothingPersonal(pushed: readonly Pushed[]): void {
  const text = JSON.stringify(pushed);
  for (const value of PERSONAL) expect(text, `no "${value}" in analytics`).not.toContain(value);
  for (const entry of pushed) {
    for (const key of Object.keys(entry)) expect(KEYS.has(key), `key "${key}"`).toBe(true);
    expect(entry.analyticsId).toBe('G-WIZYTA-SAMPLE');
  }
}

test('the portal: a whole booking sends its steps, payment method and result, nothing personal', async ({
  page,
}) => {
  await signIn(page, '/make-appointment');
  await search(page);
  await page.getByLabel('Gotówką u lekarza (+20,00 zł)').check();
  await toPayment(page);
  await page.getByRole('button', { name: 'Zamawiam', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  await expect
    .poll(async () => funnelOf(await dataLayerOf(page)).at(-1))
    .toBe('wizyta.booking_result success');
  const pushed = await dataLayerOf(page);
  expect(funnelOf(pushed)).toEqual([
    // The sign-in at the IdP on the way to /make-appointment, once the profile had loaded.
    'wizyta.login sso',
    'wizyta.booking_step search',
    'wizyta.booking_step summary',
    ...FROM_PERSONAL,
  ]);
  expect(pushed.some((entry) => entry.event === 'wizyta.page_view')).toBe(true);
  expectNothingPersonal(pushed);
});

test('the widget: the flow frame sends the funnel with the sign-in, the partner page none of it', async ({
  page,
}) => {
  await page.goto(PARTNER);
  // The partner opts in to its dataLayer bridge, with the visitor's consent: its events are there.
  await page.locator('wizyta-booking').evaluate((element) => element.setAttribute('data-layer', ''));
  await page.evaluate(() =>
    (window as unknown as { Wizyta(command: string, granted: boolean): void }).Wizyta('consent', true),
  );
  await bookInCash(flow(page));

  const frame = page
    .frames()
    .find((f) => f !== page.mainFrame() && f.url().startsWith('http://localhost:8080/'));
  if (!frame) throw new Error('no flow frame of the provider origin');
  await expect
    .poll(async () => funnelOf(await dataLayerOf(frame)).at(-1))
    .toBe('wizyta.booking_result success');
  const pushed = await dataLayerOf(frame);
  // Anonymous until the sign-in: the steps before it were not consented, so not sent.
  expect(funnelOf(pushed)).toEqual(['wizyta.login sms', ...FROM_PERSONAL]);
  expectNothingPersonal(pushed);

  // The partner page: the partner events it always had (wizyta_ready, _step, _booked), no more.
  // (wizyta_ready may come before the opt-in above, so it may be missing.)
  const partner = await dataLayerOf(page);
  const names = new Set(partner.map((entry) => entry.event));
  expect(names.has('wizyta_step') && names.has('wizyta_booked')).toBe(true);
  for (const name of names) expect(['wizyta_ready', 'wizyta_step', 'wizyta_booked']).toContain(name);
  const text = JSON.stringify(partner);
  expect(text).not.toMatch(/booking_step|booking_result|payment_method|login|G-WIZYTA-SAMPLE/);
  for (const value of PERSONAL) expect(text).not.toContain(value);
});
