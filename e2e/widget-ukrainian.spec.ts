import { messagesUk as uk } from '@wizyta/core/i18n/catalogue';
import { expectNoPolish } from './i18n-polishLeaks';
import { expect, test } from './test';
import {
  collectConsoleErrors,
  flow,
  hostLog,
  PARTNER,
  PATIENT_PHONE,
  personalAndSymptoms,
  searchVisit,
  signInBySms,
} from './widget-bookingSteps';
import { bookingTextsOf } from './widget-bookingTexts';
import { leaveStep } from './widget-leaveStep';

// A Ukrainian partner page (<html lang="uk">, no lang attribute on the element)
// gets the whole booking in Ukrainian, on the partner page's side and in the flow frame.
const texts = bookingTextsOf(uk);

test('uk: every step of a paid SMS booking on a Ukrainian page speaks Ukrainian, no Polish left', {
  tag: '@wcag-3.1.1',
}, async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${PARTNER}ukrainian.html`);
  const widget = flow(page);
  await expect(page.locator('wizyta-booking iframe')).toHaveAttribute('title', uk['booking.host.frameTitle']);
  await expect(page.frameLocator('wizyta-booking iframe').locator('html')).toHaveAttribute('lang', 'uk');
  await expect(widget.getByRole('heading', { name: texts.searchTitle })).toBeVisible();
  await expect(widget.getByLabel(texts.specialization).locator('option')).not.toHaveCount(1);
  await expectNoPolish(widget);
  // Ready once, in Ukrainian: the catalogue arriving after the config does not announce it again.
  await expect(hostLog(page, 'wizyta:ready')).toHaveCount(1);
  await expect(hostLog(page, 'wizyta:ready')).toContainText('"lang":"uk"');

  await searchVisit(widget, {}, texts);
  await expect(widget.getByRole('heading', { name: uk['booking.summary.title'] })).toBeVisible();
  // Prices as uk-UA writes złoty; the step names of the stepper in Ukrainian.
  await expect(widget.getByText(/\d+,\d{2}\sPLN/).first()).toBeVisible();
  await expect(widget.getByText(uk['booking.step.personal']).first()).toBeVisible();
  await expectNoPolish(widget);
  await leaveStep(widget, uk['booking.summary.title'], texts.next);

  await expect(widget.getByRole('heading', { name: texts.signInTitle })).toBeVisible();
  await expectNoPolish(widget);
  await signInBySms(widget, PATIENT_PHONE, texts);
  await expect(widget.getByRole('heading', { name: texts.personalTitle })).toBeVisible();
  await expectNoPolish(widget);
  await personalAndSymptoms(widget, texts);

  await expect(widget.getByRole('heading', { name: uk['booking.paymentStep.title'] })).toBeVisible();
  await expectNoPolish(widget);
  await widget.getByLabel(uk['booking.payment.ONLINE']).check();
  await widget.getByRole('button', { name: uk['booking.paymentStep.submitOnline'] }).click();
  // The sample backend's payment simulator (not Wizyta's UI) pays.
  await expect(page).toHaveURL(/localhost:8080\/pay$/);
  await page.getByRole('button', { name: 'Zapłać' }).click();

  await expect(page).toHaveURL(`${PARTNER}ukrainian.html`);
  await expect(widget.getByRole('heading', { name: uk['booking.result.successTitle'] })).toBeVisible();
  await expect(widget.getByText(uk['booking.result.successText'])).toBeVisible();
  await expectNoPolish(widget);
  await expect(hostLog(page, 'wizyta:booked')).toHaveCount(1);
  // Back from the gateway, the page (and the frame) loaded again: ready once more, in Ukrainian.
  await expect(hostLog(page, 'wizyta:ready').last()).toContainText('"lang":"uk"');
  expect(errors).toEqual([]);
});
