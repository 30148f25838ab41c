import { readFileSync } from 'node:fs';
import { expect, test } from './faults';
import { testNow } from './test';
import {
  collectConsoleErrors,
  fillEmpty,
  flow,
  hostLog,
  loseTheHold,
  NFZ_PHONE,
  noDoctorOnNextSearch,
  PARTNER,
  PATIENT_PHONE,
  personalAndSymptoms,
  searchVisit,
  signInBySms,
  signInLateToPersonal,
} from './widget-bookingSteps';
import { checkByKeyboard, leaveStep, stepSettled } from './widget-leaveStep';

// The booking flow of <wizyta-booking> on the partner pages (cross-site: 127.0.0.1:8081 embeds
// the widget of localhost:8080), against the sample backend of playwright.config.ts's webServer.

test('a new patient searches, signs in by SMS, pays on the simulator and sees success on the partner page', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(PARTNER);
  const widget = flow(page);
  await searchVisit(widget);
  await stepSettled(widget, 'Szczegóły wizyty');
  await expect(hostLog(page, 'wizyta:reserved')).toHaveCount(1);
  await leaveStep(widget, 'Szczegóły wizyty');
  await signInBySms(widget, PATIENT_PHONE);
  await personalAndSymptoms(widget);
  await stepSettled(widget, 'Płatność');
  await widget.getByLabel('Płatność online').check();
  await widget.getByRole('button', { name: 'Zamawiam i płacę' }).click();

  // The gateway's address names nothing: its secret came in the hand-off's form.
  await expect(page).toHaveURL('http://localhost:8080/pay');
  await page.getByRole('button', { name: 'Zapłać' }).click();

  await expect(page).toHaveURL(PARTNER);
  await expect(widget.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  // The return's marker left the address bar; the host saw booked, then the payment accepted.
  expect(new URL(page.url()).search).toBe('');
  await expect(hostLog(page, 'wizyta:booked')).toContainText('"appointmentType":"CALL"');
  await expect(hostLog(page, 'wizyta:payment')).toContainText('"status":"accepted"');
  for (const step of ['search', 'summary', 'signIn', 'personal', 'symptoms', 'payment', 'result'])
    await expect(hostLog(page, 'wizyta:step').filter({ hasText: `"step":"${step}"` })).not.toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('wizyta.order'))).toBeNull();
  expect(errors).toEqual([]);
});

test('a step change brings the new step into view: the patient who scrolled down to Dalej sees the next step from its heading', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(PARTNER);
  const widget = flow(page);
  await searchVisit(widget);
  await stepSettled(widget, 'Szczegóły wizyty');
  // The patient scrolls the partner page down to the step's button, and goes on.
  await page.mouse.wheel(0, 5000);
  await expect(widget.getByRole('button', { name: 'Dalej' })).toBeInViewport();
  await expect(widget.getByRole('heading', { name: 'Szczegóły wizyty' })).not.toBeInViewport();
  await leaveStep(widget, 'Szczegóły wizyty');
  await stepSettled(widget, 'Zaloguj się, aby zarezerwować wizytę');
  await expect(
    widget.getByRole('heading', { name: 'Zaloguj się, aby zarezerwować wizytę' }),
  ).toBeInViewport();
});

test('WELBI (config-url of /b/welbi): the short flow books from the order page without payment', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${PARTNER}welbi.html`);
  const widget = flow(page);
  // WELBI has no steps (spec §1): no stepper, from the first screen on.
  await expect(widget.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
  await expect(widget.getByRole('navigation', { name: 'Etapy umawiania wizyty' })).toHaveCount(0);
  await searchVisit(widget);
  await signInBySms(widget, PATIENT_PHONE);
  await stepSettled(widget, 'Szczegóły wizyty');
  await expect(widget.getByRole('navigation', { name: 'Etapy umawiania wizyty' })).toHaveCount(0);
  // WELBI's order page carries the personal form (filled from the profile) and books itself.
  await expect(widget.getByLabel('Imię', { exact: true })).not.toHaveValue('');
  await fillEmpty(widget);
  await widget.getByRole('button', { name: 'Zarezerwuj wizytę' }).click();
  await expect(widget.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  await expect(hostLog(page, 'wizyta:booked')).toHaveCount(1);
  await expect(hostLog(page, 'wizyta:step').filter({ hasText: '"step":"payment"' })).toHaveCount(0);
  expect(page.url()).toBe(`${PARTNER}welbi.html`);
  expect(errors).toEqual([]);
});

test('a patient books a visit at a named clinic: the steps and the calendar file say where, the partner page hears its id only', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(PARTNER);
  const widget = flow(page);
  await searchVisit(widget, { clinic: 'Placówka Mokotów' });
  await stepSettled(widget, 'Szczegóły wizyty');
  await expect(widget.getByText('ul. Puławska 145, 02-715 Warszawa')).toBeVisible();
  await leaveStep(widget, 'Szczegóły wizyty');
  await signInBySms(widget, PATIENT_PHONE);
  await personalAndSymptoms(widget);
  await stepSettled(widget, 'Płatność');
  await widget.getByLabel(/Gotówką u lekarza/).check();
  await widget.getByRole('button', { name: 'Zamawiam', exact: true }).click();
  await expect(widget.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  await expect(widget.getByText('Placówka Mokotów')).toBeVisible();
  const booked = hostLog(page, 'wizyta:booked');
  await expect(booked).toContainText('"clinicId":"plac-waw-1"');
  await expect(booked).not.toContainText('Puławska');
  const download = page.waitForEvent('download');
  await widget.getByRole('button', { name: 'Dodaj do kalendarza' }).click();
  const ics = readFileSync((await (await download).path()) ?? '', 'utf8').replace(/\r\n /g, '');
  expect(ics).toContain('\r\nLOCATION:Placówka Mokotów\\, ul. Puławska 145\\, 02-715 Warszawa\r\n');
  expect(errors).toEqual([]);
});

test('an NFZ patient confirms a free visit instead of paying', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(PARTNER);
  const widget = flow(page);
  // The NFZ choice needs an NFZ-active patient: sign in first (from the order details), go back.
  await searchVisit(widget);
  await leaveStep(widget, 'Szczegóły wizyty');
  await signInBySms(widget, NFZ_PHONE);
  await leaveStep(widget, 'Dane osobowe', 'Wstecz');
  await leaveStep(widget, 'Szczegóły wizyty', 'Wstecz');
  await searchVisit(widget, { nfz: true, time: '11:00' });
  await leaveStep(widget, 'Szczegóły wizyty');
  await personalAndSymptoms(widget);
  await leaveStep(widget, 'Potwierdzenie rezerwacji', 'Potwierdź rezerwację');
  await expect(widget.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  // The partner page hears nothing that tells an NFZ visit apart: no price (the page did not ask
  // with report-price), and the confirmation step goes out as the payment step.
  await expect(hostLog(page, 'wizyta:booked').last()).toContainText('"price":null');
  await expect(hostLog(page, 'wizyta:step').filter({ hasText: '"step":"confirm"' })).toHaveCount(0);
  await expect(hostLog(page, 'wizyta:step').filter({ hasText: '"step":"payment"' })).not.toHaveCount(0);
  expect(errors).toEqual([]);
});

test('after a late sign-in the NFZ choice appears without taking the personal step heading focus', async ({
  page,
}) => {
  await page.goto(PARTNER);
  const widget = flow(page);
  await signInLateToPersonal(widget, NFZ_PHONE);
  const heading = widget.getByRole('heading', { name: 'Dane osobowe' });
  // The choice comes in its own chunk, after the step's heading took the focus: it leaves it there.
  const choice = widget.getByLabel('Wizyta w ramach NFZ (bezpłatna)');
  await expect(choice).toBeVisible();
  await expect(heading).toBeFocused();
  // Choosing it re-prices the visit and keeps the step on screen: the focus stays with the patient.
  await checkByKeyboard(choice);
  await expect(choice).toBeChecked();
  await expect(choice).toBeFocused();
});

test('no doctor found, on the strict-CSP page: the patient leaves a phone number for a call-back', async ({
  page,
  faults,
}) => {
  const errors = collectConsoleErrors(page);
  await noDoctorOnNextSearch(faults);
  await page.goto(`${PARTNER}strict-csp.html`);
  const widget = flow(page);
  await searchVisit(widget);
  await expect(widget.getByRole('heading', { name: 'Nie znaleźliśmy wolnego lekarza' })).toBeVisible();
  await expect(hostLog(page, 'wizyta:step').last()).toContainText('"step":"noDoctors"');
  await widget.getByLabel('Numer telefonu', { exact: true }).fill('600100200');
  await widget.getByRole('button', { name: 'Poproś o kontakt' }).click();
  await expect(widget.getByRole('heading', { name: 'Dziękujemy, oddzwonimy' })).toBeVisible();
  // Chromium logs every failed request; the 404 "no doctor" answer is the one this test asked for.
  expect(errors.filter((error) => !error.includes('/slot/reserve-first-available'))).toEqual([]);
});

test('the hold is lost mid-flow: the patient is back on the search, told the hour was taken', async ({
  page,
  faults,
}) => {
  await page.clock.install({ time: testNow() });
  await page.goto(PARTNER);
  const widget = flow(page);
  await loseTheHold(page, widget, faults);
  await expect(hostLog(page, 'wizyta:error').last()).toContainText('"code":4889');
});

test('a forged payment return is not believed: the frame asks the server and shows the payment as pending', async ({
  page,
}) => {
  // A return typed by hand, the outcome claimed in the address and a visit planted in the partner
  // page's own storage (a script there may write both): the frame has no key for it, so it asks.
  await page.goto(PARTNER);
  await page.evaluate(() => sessionStorage.setItem('wizyta.paymentHandoff', 'w-forged'));
  await page.goto(`${PARTNER}?wizyta=wizyta-1&appointmentId=w-forged&paymentStatus=ACCEPTED`);
  await expect(
    flow(page).getByText(/Sprawdzamy status płatności|Czekamy na potwierdzenie płatności/),
  ).toBeVisible();
  await expect(flow(page).getByRole('heading', { name: 'Wizyta zarezerwowana' })).toHaveCount(0);
  await expect(hostLog(page, 'wizyta:payment').last()).toContainText('"status":"pending"');
  await expect(hostLog(page, 'wizyta:payment').filter({ hasText: 'accepted' })).toHaveCount(0);
  expect(new URL(page.url()).searchParams.has('wizyta')).toBe(false);
});
