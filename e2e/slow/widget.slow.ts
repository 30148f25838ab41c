import { expect } from '@playwright/test';
import { test } from '../test';
import {
  flow,
  NFZ_PHONE,
  PARTNER,
  PATIENT_PHONE,
  searchVisit,
  signInBySms,
  signInLateToPersonal,
} from '../widget-bookingSteps';
import { checkByKeyboard, leaveStep, stepSettled } from '../widget-leaveStep';
import { countRefreshes, throttleCpu, typePersonalData } from './slowPhone';

test.beforeEach(async ({ page }) => {
  await throttleCpu(page);
});

test('widget inline on the partner page, slow phone: the personal data typed while the token runs out is all kept, "Dalej" moves on, and the booking goes to the gateway on a refreshed session', {
  tag: '@quick',
}, async ({ page }) => {
  await page.goto(PARTNER);
  const widget = flow(page);
  await searchVisit(widget);
  await leaveStep(widget, 'Szczegóły wizyty');
  await signInBySms(widget, PATIENT_PHONE);
  await stepSettled(widget, 'Dane osobowe');
  const refreshes = countRefreshes(page);
  await typePersonalData(widget);
  await widget.getByRole('button', { name: 'Dalej', exact: true }).press('Enter');
  await stepSettled(widget, 'Objawy');
  await checkByKeyboard(widget.getByLabel('Kaszel'));
  await widget.getByRole('button', { name: 'Dalej', exact: true }).press('Enter');
  await stepSettled(widget, 'Płatność');
  await checkByKeyboard(widget.getByLabel('Płatność online'));
  await widget.getByRole('button', { name: 'Zamawiam i płacę' }).press('Enter');
  await expect(page).toHaveURL('http://localhost:8080/pay');
  expect(refreshes.length).toBeGreaterThan(0);
});

test('widget, slow phone: after a late sign-in the NFZ choice comes without taking the focus from the personal step heading', async ({
  page,
}) => {
  await page.goto(PARTNER);
  const widget = flow(page);
  await signInLateToPersonal(widget, NFZ_PHONE);
  // The profile (NFZ-active) and the choice's chunk come late here: the focus stays where the step put it.
  await expect(widget.getByLabel('Wizyta w ramach NFZ (bezpłatna)')).toBeVisible();
  await expect(widget.getByRole('heading', { name: 'Dane osobowe' })).toBeFocused();
});
