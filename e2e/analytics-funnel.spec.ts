import type { Frame, Page } from '@playwright/test';
import { search, signIn, toPayment } from './portal-orderSteps';
import { expect, test } from './test';
import {
  flow,
  PARTNER,
  PATIENT_PHONE,
  PERSONAL_DATA,
  personalAndSymptoms,
  searchVisit,
  signInBySms,
} from './widget-bookingSteps';
import { leaveStep, stepSettled } from './widget-leaveStep';

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
    'wizyta.booking_step search',
    'wizyta.booking_step summary',
    'wizyta.booking_step personal',
    'wizyta.booking_step symptoms',
    'wizyta.booking_step payment',
    'wizyta.booking_step result',
    'wizyta.payment_method CASH',
    'wizyta.booking_result success',
  ]);
  expect(pushed.some((entry) => entry.event === 'wizyta.page_view')).toBe(true);
  expectNothingPersonal(pushed);
});

test('the widget: the flow frame sends the funnel with the sign-in, the partner page none of it', async ({
  page,
}) => {
  await page.goto(PARTNER);
  const widget = flow(page);
  await searchVisit(widget);
  await stepSettled(widget, 'Szczegóły wizyty');
  await leaveStep(widget, 'Szczegóły wizyty');
  await signInBySms(widget, PATIENT_PHONE);
  await personalAndSymptoms(widget);
  await stepSettled(widget, 'Płatność');
  await widget.getByLabel('Gotówką u lekarza (+20,00 zł)').check();
  await widget.getByRole('button', { name: 'Zamawiam', exact: true }).click();
  await expect(widget.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();

  const frame = page
    .frames()
    .find((f) => f !== page.mainFrame() && f.url().startsWith('http://localhost:8080/'));
  if (!frame) throw new Error('no flow frame of the provider origin');
  await expect
    .poll(async () => funnelOf(await dataLayerOf(frame)).at(-1))
    .toBe('wizyta.booking_result success');
  const pushed = await dataLayerOf(frame);
  // Anonymous until the sign-in: the steps before it were not consented, so not sent.
  expect(funnelOf(pushed)).toEqual([
    'wizyta.login sms',
    'wizyta.booking_step personal',
    'wizyta.booking_step symptoms',
    'wizyta.booking_step payment',
    'wizyta.booking_step result',
    'wizyta.payment_method CASH',
    'wizyta.booking_result success',
  ]);
  expectNothingPersonal(pushed);

  // The partner page: at most the partner events it always had (wizyta_ready, _step, _booked).
  const partner = JSON.stringify(await dataLayerOf(page));
  expect(partner).not.toMatch(/booking_step|booking_result|payment_method|wizyta\.login|G-WIZYTA-SAMPLE/);
  for (const value of PERSONAL) expect(partner).not.toContain(value);
});
