import type { Page } from '@playwright/test';
import { signInAtIdp } from './idpSignIn';
import { search, signIn, toPayment } from './portal-orderSteps';
import { expect, test, testNow } from './test';
import {
  flow,
  hostLog,
  PARTNER,
  PATIENT_PHONE,
  personalAndSymptoms,
  searchVisit,
  signInBySms,
} from './widget-bookingSteps';
import { leaveStep, stepSettled } from './widget-leaveStep';

/**
 * The forced-logout rule (spec §4) signs out a closed browser, not an open one: a start-up 5 s or
 * more after the last page unload signs the patient out only when no other tab of the portal is
 * open and the tab is not back from the payment gateway. Each test runs the browser's clock (the
 * rule reads Date.now()) and moves it where a patient would wait: 20 s at the gateway, 8 s before
 * opening a second tab, a closed browser; one wait at the gateway is a real 8 s.
 */

const PORTAL = 'http://localhost:8080';
const booked = (page: Page) => page.getByRole('heading', { name: 'Wizyta zarezerwowana' });
const signedIn = (page: Page) => page.getByRole('button', { name: 'Moje konto' });

/** From the portal's search to the payment gateway, paying online. */
async function toGateway(page: Page): Promise<void> {
  await search(page);
  await toPayment(page);
  await page.getByLabel('Płatność online').check();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page).toHaveURL(/\/pay$/);
}

test('online payment with 20 s at the gateway: back on "Wizyta zarezerwowana", still signed in', async ({
  page,
}) => {
  await page.clock.install({ time: testNow() });
  await signIn(page, '/make-appointment');
  await toGateway(page);
  await page.clock.fastForward('00:20');
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(booked(page)).toBeVisible({ timeout: 20_000 });
  await expect(signedIn(page)).toBeVisible();
  // The tab's own marker was used up by the return: a reload stays signed in too (well within 5 s).
  expect(await page.evaluate(() => sessionStorage.getItem('wizyta.paying'))).toBeNull();
});

test('a rejected payment retried from the failed page, with a real 8 s at the gateway: booked, still signed in', async ({
  page,
}) => {
  await signIn(page, '/make-appointment');
  await toGateway(page);
  await page.getByRole('button', { name: 'Odrzuć' }).click();
  await expect(page.getByRole('heading', { name: 'Płatność nie powiodła się' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Ponów płatność online' }).click();
  await expect(page).toHaveURL(/\/pay$/);
  // A BLIK code confirmed on the phone: real time, as a patient spends it.
  await page.waitForTimeout(8_000);
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(booked(page)).toBeVisible({ timeout: 20_000 });
  await expect(signedIn(page)).toBeVisible();
});

test('"Zapłać ponownie" from the visits list after 20 s at the gateway: the result, still signed in', async ({
  page,
}) => {
  await page.clock.install({ time: testNow() });
  await signIn(page, '/');
  const unpaid = page
    .getByRole('table')
    .getByRole('row', { name: /Oczekuje na płatność/ })
    .first();
  await unpaid.getByRole('button', { name: /Zapłać ponownie/ }).click();
  await expect(page).toHaveURL(/\/pay$/);
  await page.clock.fastForward('00:20');
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page).toHaveURL(/\/appointment\/[^/]+\/(result|success)/);
  await expect(booked(page)).toBeVisible({ timeout: 20_000 });
  await expect(signedIn(page)).toBeVisible();
});

test('a second tab opened 8 s after signing in shows the visit, and the first tab stays signed in', async ({
  page,
  context,
}) => {
  await page.clock.install({ time: testNow() });
  await signIn(page, '/');
  const firstVisit = page.getByRole('table').getByRole('link').first();
  const href = await firstVisit.getAttribute('href');
  expect(href).toMatch(/\/visit\//);
  await page.clock.fastForward('00:08');

  const second = await context.newPage();
  await second.goto(`${PORTAL}${href}`);
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(signedIn(second)).toBeVisible();
  await expect(second.getByLabel('Nazwa użytkownika')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(signedIn(page)).toBeVisible();
});

test('every tab closed for 5 s: the next visit signs the patient out, and the IdP session is over', async ({
  page,
  context,
}) => {
  await page.clock.install({ time: testNow() });
  await signIn(page, '/');
  await expect(page.getByRole('table')).toBeVisible();
  await page.close();
  await context.clock.fastForward('00:06');

  const back = await context.newPage();
  await back.goto(`${PORTAL}/`);
  await expect(back.getByLabel('Nazwa użytkownika')).toBeVisible({ timeout: 15_000 });
  // The IdP session ended too: signing in asks for the password again, and then works.
  await signInAtIdp(back, 'pacjent');
  await expect(back.getByRole('table')).toBeVisible();
});

test('the session really ended while paying: after signing in again the payment result, never the search, and no draft', async ({
  page,
  context,
}) => {
  await signIn(page, '/make-appointment');
  await toGateway(page);
  // The IdP session is gone while the patient is at the bank (its cookies expired with it).
  await context.clearCookies();
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page.getByLabel('Nazwa użytkownika')).toBeVisible({ timeout: 20_000 });
  await signInAtIdp(page, 'pacjent');
  await expect(page).toHaveURL(/\/appointment\/[^/]+\/(result|success)$/);
  await expect(booked(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Umów wizytę' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('wizyta.order'))).toBeNull();
});

test('the widget on a partner page: 20 s at the gateway, and the frame shows the payment it came back from', async ({
  page,
}) => {
  await page.clock.install({ time: testNow() });
  await page.goto(PARTNER);
  const widget = flow(page);
  await searchVisit(widget);
  await leaveStep(widget, 'Szczegóły wizyty');
  await signInBySms(widget, PATIENT_PHONE);
  await personalAndSymptoms(widget);
  await stepSettled(widget, 'Płatność');
  await widget.getByLabel('Płatność online').check();
  await widget.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page).toHaveURL(/localhost:8080\/pay$/);
  await page.clock.fastForward('00:20');
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page).toHaveURL(PARTNER);
  await expect(widget.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(hostLog(page, 'wizyta:payment')).toContainText('"status":"accepted"');
});
