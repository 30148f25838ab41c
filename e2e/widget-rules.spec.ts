import { expect, test } from './test';
import {
  collectConsoleErrors,
  flow,
  hostLog,
  PARTNER,
  personalAndSymptoms,
  searchVisit,
  signInBySms,
} from './widget-bookingSteps';
import { checkByKeyboard, leaveStep, stepSettled } from './widget-leaveStep';

// The rules of the booking flow on partner pages as the portal applies them: the flow frame runs
// booking's BookingApp from its first screen, so permissions, the brands' steps, the age range,
// the terms and the NFZ choice hold in the widget too.

/** Seeded `nowy`: the terms not accepted yet on a fresh backend (CI starts one per run). */
const NOWY_PHONE = '500100203';
const PAEDIATRIC = /pediatr|dziecię|dzieci/i;

test('pzu and the broker rankomat do not book here: a notice with their portal, the phone line (tel:) and e-mail, no search; inter searches its own visit kinds', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${PARTNER}brands.html`);
  for (const brand of ['pzu', 'rankomat']) {
    const widget = flow(page, `#${brand}`);
    await expect(widget.getByRole('heading', { name: 'Tutaj nie umówisz wizyty' })).toBeVisible();
    await expect(widget.getByRole('link', { name: /portalu pacjenta/ })).toHaveAttribute(
      'href',
      `http://localhost:8080/b/${brand}/`,
    );
    await expect(widget.getByText(/zadzwonić do nas codziennie w godzinach 7:00–22:00/)).toBeVisible();
    await expect(widget.getByRole('link', { name: 'Zadzwoń do nas: +48 22 555 01 00' })).toHaveAttribute(
      'href',
      'tel:+48225550100',
    );
    await expect(widget.getByRole('link', { name: 'Napisz do nas: pomoc@wizyta.example' })).toHaveAttribute(
      'href',
      'mailto:pomoc@wizyta.example',
    );
    await expect(widget.getByRole('button', { name: 'Szukaj lekarza' })).toHaveCount(0);
    await expect(widget.getByRole('navigation', { name: 'Etapy umawiania wizyty' })).toHaveCount(0);
  }
  // Inter books, without the general brand's chat and video, and its plan covers the visit.
  const inter = flow(page, '#inter');
  await expect(inter.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
  await expect(inter.getByLabel('Rozmowa telefoniczna')).toBeVisible();
  await expect(inter.getByLabel('Czat')).toHaveCount(0);
  await expect(inter.getByLabel('Rozmowa wideo')).toHaveCount(0);
  await searchVisit(inter, { time: '12:00' });
  await stepSettled(inter, 'Szczegóły wizyty');
  await expect(inter.getByText('Wizyta w ramach Twojego pakietu — bez dodatkowych opłat')).toBeVisible();
  expect(errors).toEqual([]);
});

test('an adult is offered no paediatrician and a child only paediatricians; a visitor reads that NFZ visits need signing in', async ({
  page,
}) => {
  await page.goto(PARTNER);
  const widget = flow(page);
  await expect(widget.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
  await expect(widget.getByText(/Wizyty w ramach NFZ są bezpłatne/)).toBeVisible();
  await expect(widget.getByLabel('Wizyta w ramach NFZ (bezpłatna)')).toHaveCount(0);
  await widget.getByLabel('Miasto', { exact: true }).selectOption({ label: 'Warszawa' });
  await checkByKeyboard(widget.getByLabel('Rozmowa telefoniczna'));
  const specializations = widget.getByLabel('Specjalizacja lekarza').locator('option:not([value=""])');
  await checkByKeyboard(widget.getByLabel('Dorosły', { exact: true }));
  await expect(specializations).not.toHaveCount(0);
  expect((await specializations.allTextContents()).filter((name) => PAEDIATRIC.test(name))).toEqual([]);
  await checkByKeyboard(widget.getByLabel('Dziecko', { exact: true }));
  await expect(specializations.first()).toHaveText(PAEDIATRIC);
  expect((await specializations.allTextContents()).filter((name) => !PAEDIATRIC.test(name))).toEqual([]);
});

test('nowy accepts the terms in the frame after signing in, is back on the personal data and books', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(PARTNER);
  const widget = flow(page);
  await searchVisit(widget, { time: '13:00' });
  await leaveStep(widget, 'Szczegóły wizyty');
  await signInBySms(widget, NOWY_PHONE);
  await stepSettled(widget, 'Regulamin i zgody');
  await expect(hostLog(page, 'wizyta:step').last()).toContainText('"step":"signIn"');
  await checkByKeyboard(widget.getByRole('checkbox', { name: /Akceptuję regulamin serwisu/ }));
  await widget.getByRole('button', { name: 'Akceptuję i przechodzę dalej' }).click();
  await personalAndSymptoms(widget);
  await stepSettled(widget, 'Płatność');
  await checkByKeyboard(widget.getByLabel(/Gotówką u lekarza/));
  await widget.getByRole('button', { name: 'Zamawiam', exact: true }).click();
  await expect(widget.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
  await expect(hostLog(page, 'wizyta:booked')).toHaveCount(1);
  expect(errors).toEqual([]);
});
