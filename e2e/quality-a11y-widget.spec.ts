import type { Locator, Page } from '@playwright/test';
import { expect, test } from './faults';
import { analyzeWithFrames, expectNoWidgetViolations } from './quality-axe';
import { testNow } from './test';
import {
  fillEmpty,
  flow,
  loseTheHold,
  NFZ_PHONE,
  noDoctorOnNextSearch,
  PARTNER,
  personalAndSymptoms,
  searchVisit,
} from './widget-bookingSteps';
import { leaveStep, pressButton, stepSettled, uncheckByKeyboard } from './widget-leaveStep';

/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A+AA, 2.2 AA) with zero violations on every step
 * of <wizyta-booking> on the partner page, inside its open shadow root: the search (also with its
 * validation messages), the order details with other times and the discount code, both stages of
 * the SMS sign-in, the personal data with the messages of an empty submit, the symptoms, the
 * payment with the invoice fields, the NFZ confirmation, the success and the failed result, the
 * no-doctor call-back and the lost hold. The NFZ patient's one SMS sign-in serves the whole flow
 * (the backend sends at most 5 codes per phone in 10 minutes to a suite that shares them).
 */

async function openPartnerPage(page: Page): Promise<Locator> {
  await page.goto(PARTNER);
  const widget = flow(page);
  await expect(widget.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
  await expect(
    widget.getByLabel('Miasto', { exact: true }).locator('option', { hasText: 'Kraków' }),
  ).toHaveCount(1);
  return widget;
}

test('axe sees inside the widget: an unlabelled field put into its shadow root is reported', {
  tag: '@axe',
}, async ({ page }) => {
  const widget = await openPartnerPage(page);
  // Into the flow frame's own element's shadow root: axe runs in the frame as well.
  await widget.evaluate(() => {
    const probe = document.createElement('input');
    probe.id = 'axe-shadow-probe';
    document.querySelector('wizyta-booking')?.shadowRoot?.querySelector('form')?.append(probe);
  });
  const { violations } = await analyzeWithFrames(page);
  const label = violations.find((v) => v.id === 'label');
  const targets = label?.nodes.map((n) => JSON.stringify(n.target)) ?? [];
  expect(targets.some((target) => target.includes('iframe') && target.includes('#axe-shadow-probe'))).toBe(
    true,
  );
});

test('every step of the flow, signed in by SMS: search, details, sign-in, personal, symptoms, payment, NFZ confirmation, success, failed payment', {
  tag: ['@axe', '@wcag-3.3.1', '@wcag-3.3.3', '@wcag-3.3.4'],
}, async ({ page, browserName }) => {
  // Twenty-one axe runs on the whole page and its frame, and the flow twice: in Firefox every query of
  // the flow frame is several BiDi round trips (README "Tests", "Engines").
  test.setTimeout(browserName === 'firefox' ? 300_000 : 120_000);
  const widget = await openPartnerPage(page);
  await expectNoWidgetViolations(page, widget, 'search');
  // By keyboard: the form may still grow above its button (checkByKeyboard in widget-leaveStep.ts).
  await widget.getByRole('button', { name: 'Szukaj lekarza' }).press('Enter');
  await expect(widget.getByLabel('Miasto', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoWidgetViolations(page, widget, 'search with validation messages');

  // Its own specialization (one doctor, lek-08, that no other test books): the first of the other
  // times is chosen below, which a search on the other worker would otherwise hold in between.
  await searchVisit(widget, { specialization: 'Dermatolog' });
  await stepSettled(widget, 'Szczegóły wizyty');
  await expectNoWidgetViolations(page, widget, 'order details');
  await widget.getByRole('button', { name: 'Pokaż inne terminy' }).click();
  await expect(widget.getByRole('heading', { name: 'Inne terminy' })).toBeVisible();
  await expectNoWidgetViolations(page, widget, 'order details with other times');
  const details = widget.locator('dl.wb-summary').first();
  const held = (await details.textContent()) ?? '';
  await widget
    .getByRole('button', { name: /^Wybierz termin / })
    .first()
    .click();
  await expect(details).not.toHaveText(held);
  await expectNoWidgetViolations(page, widget, 'order details after choosing another time');
  const voucher = widget.getByLabel('Kod rabatowy');
  await voucher.fill('NIEMA');
  await widget.getByRole('button', { name: 'Zastosuj kod' }).click();
  // Not a code at all: 2005's text at the field.
  await expect(widget.getByText('Nieprawidłowy kod.')).toBeVisible();
  await expectNoWidgetViolations(page, widget, 'order details with an invalid discount code');
  await voucher.fill('TEST');
  await widget.getByRole('button', { name: 'Zastosuj kod' }).click();
  await expect(widget.getByText('Kod rabatowy został naliczony.')).toBeVisible();
  await expectNoWidgetViolations(page, widget, 'order details with a discount');

  await pressButton(widget, 'Dalej');
  await stepSettled(widget, 'Zaloguj się, aby zarezerwować wizytę');
  await expectNoWidgetViolations(page, widget, 'sign-in: phone');
  await widget.getByLabel('Numer telefonu', { exact: true }).fill(NFZ_PHONE);
  await widget.getByRole('button', { name: 'Wyślij kod' }).click();
  const code = widget.getByLabel('Kod z SMS-a');
  await expect(code).toBeVisible();
  await expectNoWidgetViolations(page, widget, 'sign-in: SMS code');
  await code.fill('000000');
  await widget.getByRole('button', { name: 'Zaloguj', exact: true }).click();
  await expect(widget.getByText(/Błąd 4105/)).toBeVisible();
  await expectNoWidgetViolations(page, widget, 'sign-in: a wrong SMS code');
  await code.fill('123456');
  await widget.getByRole('button', { name: 'Zaloguj', exact: true }).click();

  await stepSettled(widget, 'Dane osobowe');
  await expectNoWidgetViolations(page, widget, 'personal data');
  for (const input of await widget.locator('input.wb-input').all()) await input.fill('');
  await pressButton(widget, 'Dalej');
  await expect(widget.locator('[aria-invalid="true"]').first()).toBeFocused();
  await expectNoWidgetViolations(page, widget, 'personal data after an empty submit');
  await fillEmpty(widget);
  await widget.getByLabel('Numer kierunkowy').fill('+48');
  await pressButton(widget, 'Dalej');

  await stepSettled(widget, 'Objawy');
  await expectNoWidgetViolations(page, widget, 'symptoms');
  await pressButton(widget, 'Dalej');
  await expect(widget.locator('[aria-invalid="true"]').first()).toBeFocused();
  await expectNoWidgetViolations(page, widget, 'symptoms after an empty submit');
  // Kaszel is not a dermatologist's symptom: a note says so, and the step grows.
  await widget.getByLabel('Kaszel').check();
  await expect(widget.getByText(/^Zaznaczone objawy zwykle konsultuje /)).toBeVisible();
  await expectNoWidgetViolations(page, widget, 'symptoms with the specialization note');
  await pressButton(widget, 'Dalej');

  await stepSettled(widget, 'Płatność');
  await expectNoWidgetViolations(page, widget, 'payment');
  await widget.getByLabel('Chcę otrzymać fakturę').check();
  await expect(widget.getByRole('group', { name: 'Dane do faktury' })).toBeVisible();
  await expectNoWidgetViolations(page, widget, 'payment with the invoice fields');
  await pressButton(widget, 'Zamawiam i płacę');
  await expect(widget.getByLabel('Nazwa firmy')).toHaveAttribute('aria-invalid', 'true');
  await expectNoWidgetViolations(page, widget, 'payment with the invoice fields after an empty submit');
  await widget.getByLabel('Chcę otrzymać fakturę').uncheck();

  // The NFZ confirmation: back to the search (the patient is NFZ-active), the same visit for NFZ.
  for (const heading of ['Objawy', 'Dane osobowe', 'Szczegóły wizyty', 'Umów wizytę']) {
    await widget.getByRole('button', { name: 'Wstecz' }).click();
    await stepSettled(widget, heading);
  }
  await searchVisit(widget, { nfz: true, time: '11:00' });
  await leaveStep(widget, 'Szczegóły wizyty');
  await personalAndSymptoms(widget);
  await stepSettled(widget, 'Potwierdzenie rezerwacji');
  await expectNoWidgetViolations(page, widget, 'NFZ confirmation');
  await widget.getByRole('button', { name: 'Potwierdź rezerwację' }).click();
  await expect(widget.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  // Its texts come from the widget's share of the catalogue (journey.* was once missing from it).
  await expect(widget.getByRole('button', { name: 'Dodaj do kalendarza' })).toBeVisible();
  await expectNoWidgetViolations(page, widget, 'success');

  // Still signed in: a paid visit whose payment the gateway rejects.
  await widget.getByRole('button', { name: 'Umów kolejną wizytę' }).click();
  // The search step again: its form grows as its lists arrive (uncheckByKeyboard).
  await uncheckByKeyboard(widget.getByLabel('Wizyta w ramach NFZ (bezpłatna)'));
  await searchVisit(widget, { time: '12:00' });
  await leaveStep(widget, 'Szczegóły wizyty');
  await personalAndSymptoms(widget);
  await stepSettled(widget, 'Płatność');
  await widget.getByLabel('Płatność online').check();
  await widget.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page).toHaveURL(/localhost:8080\/pay$/);
  await page.getByRole('button', { name: 'Odrzuć' }).click();
  await expect(page).toHaveURL(PARTNER);
  await expect(widget.getByRole('heading', { name: 'Płatność nie powiodła się' })).toBeVisible();
  await expectNoWidgetViolations(page, widget, 'failed payment');
});

test('no doctor found: the call-back form, its phone message, and the thanks', {
  tag: ['@axe', '@wcag-3.3.1'],
}, async ({ page, faults }) => {
  const widget = await openPartnerPage(page);
  await noDoctorOnNextSearch(faults);
  await searchVisit(widget);
  await expect(widget.getByRole('heading', { name: 'Nie znaleźliśmy wolnego lekarza' })).toBeVisible();
  await expectNoWidgetViolations(page, widget, 'no doctors');
  await widget.getByLabel('Numer telefonu', { exact: true }).fill('12');
  await widget.getByRole('button', { name: 'Poproś o kontakt' }).click();
  await expect(widget.getByLabel('Numer telefonu', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoWidgetViolations(page, widget, 'no doctors with a wrong phone');
  await widget.getByLabel('Numer telefonu', { exact: true }).fill('600100201');
  await widget.getByRole('button', { name: 'Poproś o kontakt' }).click();
  await expect(widget.getByRole('heading', { name: 'Dziękujemy, oddzwonimy' })).toBeVisible();
  await expectNoWidgetViolations(page, widget, 'call-back sent');
});

test('the hold is lost: the search again, with the message that the hour was taken', { tag: '@axe' }, async ({
  page,
  faults,
}) => {
  await page.clock.install({ time: testNow() });
  const widget = await openPartnerPage(page);
  await loseTheHold(page, widget, faults);
  await expectNoWidgetViolations(page, widget, 'hold lost');
});
