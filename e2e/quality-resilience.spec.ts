import { expect, test } from './faults';
import { search, signIn, toPayment } from './portal-orderSteps';
import { PARTNER, PORTAL } from './quality-apiSession';
import { signInPortal } from './quality-portalSignIn';
import { flow } from './widget-bookingSteps';

/**
 * Resilience: the backend's fault mode (playwright.config.ts starts it with FAULTS=on;
 * each test's rules fire only at its own browser and are removed after it, e2e/faults.ts). Each failure shows its
 * catalogue code, nothing typed is lost, a retry resumes, and the server counts the calls.
 */

// A backend not in fault mode (a server reused from `npm start`) fails here, never skips.
test.beforeEach(async ({ request }) => {
  const probe = await request.get(`${PORTAL}/__faults`);
  expect(probe.ok(), 'the backend on :8080 must run in fault mode (FAULTS=on, as the suite starts it)').toBe(
    true,
  );
});

test('visits list: one 500 is retried unseen; three in a row show 4398, and a retry loads the list', async ({
  page,
  faults,
}) => {
  await signInPortal(page, 'pacjent', '/profile');
  // GETs are retried twice by the client: the first and second failures are absorbed.
  await faults.inject('error500@GET:/patient-portal/api/appointments#3');
  await page.getByRole('link', { name: 'Moje wizyty' }).click();
  await expect(page.getByText('Błąd 4398: Nie udało się wczytać listy wizyt.').first()).toBeVisible();
  await page
    .getByRole('button', { name: /spróbuj ponownie|ponów/i })
    .first()
    .click();
  await expect(page.locator('a[href*="/visit/"]').first()).toBeVisible();
});

test('profile: a save that keeps being dropped shows its code and keeps what was typed; saving again works once', async ({
  page,
  faults,
}) => {
  await signInPortal(page, 'pacjent', '/profile');
  const flat = page.getByLabel('Numer mieszkania');
  const original = await flat.inputValue();
  const typed = original === '7' ? '8' : '7';
  await flat.fill(typed);
  // The client retries a dropped PUT (idempotent): drop every attempt to see the failure.
  await faults.inject('drop@PUT:/patient-portal/api/patient-profile');
  const save = page.getByRole('button', { name: 'Zapisz zmiany' });
  await save.click();
  await expect(page.getByText(/Błąd 4191|Błąd 4214/).first()).toBeVisible();
  await expect(flat).toHaveValue(typed);
  await faults.clear(); // the network is back, and the count starts over
  await save.click();
  await expect(page.getByText('Zmiany zostały zapisane').first()).toBeVisible();
  // Exactly one save went through once the network was back.
  expect((await faults.calls('PUT', '/patient-portal/api/patient-profile')).statuses).toEqual({ 200: 1 });
  // Put the seed back for the other specs.
  await flat.fill(original);
  await save.click();
  await expect(page.getByText('Zmiany zostały zapisane').first()).toBeVisible();
});

test('contact: a 503 keeps the message, the resend is sent once, never twice', async ({ page, faults }) => {
  await page.goto(`${PORTAL}/contact`);
  await faults.inject('error503@POST:/patient-portal/api/contact/message#1,latency:300@contact');
  const form = page.locator('main form');
  await form.getByLabel('Adres e-mail').fill('anna.kowalska@example.pl');
  await form.getByLabel('Imię i nazwisko').fill('Anna Kowalska');
  await form.getByLabel('Temat').fill('Pytanie o wizytę');
  await form.getByLabel('Wiadomość').fill('Czy mogę przełożyć wizytę na jutro?');
  const send = form.getByRole('button', { name: 'Wyślij wiadomość' });
  await send.click();
  await expect(page.getByText(/Błąd \d{4}/).first()).toBeVisible();
  await expect(form.getByLabel('Wiadomość')).toHaveValue('Czy mogę przełożyć wizytę na jutro?');
  // A double click while sending must not send twice.
  await send.dblclick();
  await expect
    .poll(async () => (await faults.calls('POST', '/patient-portal/api/contact/message')).count)
    .toBe(2);
  await page.waitForTimeout(500);
  const { statuses } = await faults.calls('POST', '/patient-portal/api/contact/message');
  expect(statuses['503']).toBe(1);
  expect((statuses['200'] ?? 0) + (statuses['204'] ?? 0)).toBe(1);
});

test('a 401 that a fresh token does not cure shows 4311 and signs the patient out', async ({
  page,
  faults,
}) => {
  await signInPortal(page, 'pacjent', '/profile');
  // Two answers: the client refreshes the token once and retries (spec §8) before 4311.
  await faults.inject('unauthorized@GET:/patient-portal/api/appointments#2');
  await page.getByRole('link', { name: 'Moje wizyty' }).click();
  await expect(page.getByText('Błąd 4311').first()).toBeVisible();
});

test('widget on the partner page: specializations that keep failing show 4976 and a retry that recovers', async ({
  page,
  faults,
}) => {
  // Three answers fail: the first load and its two retries.
  await faults.inject('error503@GET:/visit-api/v1/specializations#3');
  await page.goto(`${PARTNER}/partner-site/`);
  // The search runs in the provider's flow frame inside <wizyta-booking>.
  const widget = flow(page);
  await expect(widget.getByText(/4976/).first()).toBeVisible({ timeout: 10_000 });
  await widget.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(widget.getByText(/4976/)).toHaveCount(0);
  await expect(widget.getByLabel('Specjalizacja').locator('option')).not.toHaveCount(0);
});

test('portal order: a failed booking (500) keeps every choice; a dropped connection never books twice', async ({
  page,
  faults,
}) => {
  await signIn(page, '/make-appointment');
  await search(page);
  await page.getByLabel('Gotówką u lekarza (+20,00 zł)').check();
  await toPayment(page);
  const appointments = '/patient-portal/api/appointments';
  // Three: the booking carries an Idempotency-Key, so the client itself retries a 5xx twice.
  await faults.inject(`error500@POST:${appointments}#3`);
  const order = page.getByRole('button', { name: 'Zamawiam', exact: true });

  await order.click();
  await expect(page.getByText(/4811/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Płatność' })).toBeVisible();
  await expect(page.getByLabel('Gotówką u lekarza (+20,00 zł)')).toBeChecked();
  // What was typed a step back is still there, and the patient comes back to the payment step.
  await page.getByRole('button', { name: 'Wstecz' }).click();
  await expect(page.getByRole('heading', { name: 'Objawy' })).toBeVisible();
  await expect(page.getByLabel('Kaszel')).toBeChecked();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByLabel('Gotówką u lekarza (+20,00 zł)')).toBeChecked();

  // The next try loses its connection. Chromium resends a request whose reused keep-alive
  // connection died before any answer, so the patient either sees 4191 and presses again, or
  // never notices; either way exactly one visit is booked.
  await faults.inject(`drop@POST:${appointments}#1`);
  await order.click();
  const booked = page.getByRole('heading', { name: 'Wizyta zarezerwowana' });
  const requestError = page.getByText(/4191/).first();
  await expect(booked.or(requestError)).toBeVisible({ timeout: 20_000 });
  if (await requestError.isVisible()) await order.click();
  await expect(booked).toBeVisible({ timeout: 20_000 });

  // The client resends the booking only with its Idempotency-Key; the server booked once.
  const log = await faults.calls('POST', appointments);
  const successes = Object.entries(log.statuses).filter(([status]) => status.startsWith('2'));
  expect(successes).toEqual([[expect.any(String), 1]]);
  expect(log.statuses['500']).toBe(3);
});
