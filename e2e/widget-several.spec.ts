import { expect, test } from './test';
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

// Two widgets of two brands on one partner page (two flow frames of one provider
// origin, so one sessionStorage). Each keeps its own stored order, the payment gateway's return
// goes to the one that paid (`?wizyta=<instance>` on the return address), and every event names
// its instance (`detail.instance`, the element's id).

const PAGE = `${PARTNER}two.html`;

test('two brands on one page: each books on its own, the payment return and the events name their widget', async ({
  page,
}) => {
  await page.goto(PAGE);
  const welbi = flow(page, '#welbi');
  const przyklad = flow(page, '#przyklad');
  await expect(welbi.getByRole('heading', { level: 2, name: 'Umów wizytę' })).toBeVisible();
  await expect(przyklad.getByRole('heading', { level: 2, name: 'Umów wizytę' })).toBeVisible();
  await expect(hostLog(page, 'wizyta:ready').filter({ hasText: '"partner":"welbi"' })).toContainText(
    '"instance":"welbi"',
  );
  await expect(hostLog(page, 'wizyta:ready').filter({ hasText: '"partner":"przyklad"' })).toContainText(
    '"instance":"przyklad"',
  );

  // WELBI's patient searches (its order is stored), then the other widget books and pays online.
  await searchVisit(welbi, { time: '11:00' });
  await expect(welbi.getByRole('heading', { name: 'Zaloguj się, aby zarezerwować wizytę' })).toBeVisible();
  await searchVisit(przyklad);
  await expect(przyklad.getByRole('heading', { name: 'Szczegóły wizyty' })).toBeVisible();
  // No cross-talk: WELBI's widget is where its patient left it.
  await expect(welbi.getByRole('heading', { name: 'Zaloguj się, aby zarezerwować wizytę' })).toBeVisible();
  await leaveStep(przyklad, 'Szczegóły wizyty');
  await signInBySms(przyklad, PATIENT_PHONE);
  await personalAndSymptoms(przyklad);
  await stepSettled(przyklad, 'Płatność');
  await przyklad.getByLabel('Płatność online').check();
  await przyklad.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page).toHaveURL(/localhost:8080\/pay$/);
  await page.getByRole('button', { name: 'Zapłać' }).click();

  // Back on the page: the widget that paid shows its result; WELBI's, first on the page (which
  // took every return before), starts over. (This Chromium denies a cross-site frame its storage,
  // so no order survives the trip; a browser that partitions storage instead resumes each from
  // its own `wizyta.order@<instance>`, packages/widget/src/frame/flow/instanceStorage.ts.)
  await expect(page).toHaveURL(PAGE);
  await expect(przyklad.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  await expect(welbi.getByRole('heading', { level: 2, name: 'Umów wizytę' })).toBeVisible();
  const payments = hostLog(page, 'wizyta:payment');
  await expect(payments).toHaveCount(1);
  await expect(payments).toContainText('"instance":"przyklad"');
  await expect(payments).toContainText('"status":"accepted"');
  for (const entry of await hostLog(page, 'wizyta:step').filter({ hasText: '"instance":"welbi"' }).all())
    await expect(entry).not.toContainText(/"step":"(payment|result)"/);
});
