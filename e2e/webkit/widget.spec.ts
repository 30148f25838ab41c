import { messagesUk as uk } from '@wizyta/core/i18n/catalogue';
import { By, Key } from 'selenium-webdriver';
import { collectSpy, installSpy, JWT } from '../engines/webkitSpy';
import {
  axeViolations,
  expectHostLog,
  expectNoViolations,
  fillEmpty,
  hostLog,
  personalAndSymptoms,
  pressButton,
  searchVisit,
  signInAtIdp,
  signInBySms,
} from '../engines/webkitSteps';
import { expect, test } from '../engines/webkitTest';
import { PARTNER, PATIENT_PHONE, SPY_PHONES } from '../widget-bookingSteps';

import { bookingTextsOf, POLISH_TEXTS as pl } from '../widget-bookingTexts';
import { SPY_SYMPTOM_TEXT, SPY_TYPED } from '../widget-spy';

const PROVIDER = 'http://localhost:8080';

// The widget's journeys in WebKit (MiniBrowser with ITP, third-party cookies blocked): <wizyta-booking> on the
// cross-site partner page (127.0.0.1:8081 embeds the flow frame of localhost:8080), as
// widget-booking, widget-isolation, widget-modes, widget-ukrainian and quality-a11y-widget run
// them in Chromium and Firefox. Input: e2e/engines/webkitPage.ts.

test("the engine's own privacy: the flow frame on the insurer page gets no cookie of the provider's site", async ({
  webkit: wk,
}) => {
  // A cookie of the provider's site, set where it is first-party (a top-level page of it)…
  await wk.goto(`${PROVIDER}/widget/flow.html`);
  await wk.driver.executeScript(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: a SameSite=None cookie on http (WebDriver's addCookie wants Secure for it)
    document.cookie = 'wizyta_probe=1; SameSite=None; path=/';
  });
  expect(await wk.driver.executeScript<string>(() => document.cookie)).toContain('wizyta_probe=1');
  // …is not the flow frame's when another site (the insurer page) frames it: MiniBrowser runs with
  // Safari's blocking (ITP): no third-party cookie, no storage access without the patient's say.
  await wk.goto(`${new URL(PARTNER).origin}/insurer-app/`);
  await wk.driver.switchTo().frame(await wk.driver.findElement(By.css('#wizyta-frame')));
  const framed = await wk.driver.executeAsyncScript<{ cookie: string; access: boolean }>(
    (...args: unknown[]) => {
      const done = args[args.length - 1] as (value: unknown) => void;
      document.hasStorageAccess().then((access) => done({ cookie: document.cookie, access }));
    },
  );
  expect(framed).toEqual({ cookie: '', access: false });
});

test('inline: SMS sign-in, online payment and back on the partner page — the spy on the partner page reads nothing personal', async ({
  webkit: wk,
}) => {
  await wk.goto(PARTNER);
  await installSpy(wk);
  await wk.inFlow();
  await searchVisit(wk);
  await wk.stepSettled('Szczegóły wizyty');
  await expectHostLog(wk, 'wizyta:reserved');
  await wk.click(wk.getByRole('button', pl.next, true));
  await signInBySms(wk, SPY_PHONES[0]);
  await wk.stepSettled(pl.personalTitle);
  // Every personal field typed over (the values in use), as widget-isolation's spy test does.
  const typed: Record<string, string> = {};
  for (const [label, value] of Object.entries(SPY_TYPED)) {
    const field = await wk.getByLabel(label, true);
    if (await field.isEnabled()) await wk.fill(field, value);
    typed[label] = (await field.getAttribute('value')) ?? '';
  }
  await wk.click(wk.getByRole('button', pl.next, true));
  await wk.stepSettled(pl.symptomsTitle);
  await wk.check(wk.getByLabel(pl.cough));
  await wk.fill(wk.getByLabel('Inne objawy lub dolegliwości (opcjonalnie)'), SPY_SYMPTOM_TEXT);
  await wk.click(wk.getByRole('button', pl.next, true));
  await wk.stepSettled('Płatność');
  await wk.check(wk.getByLabel('Płatność online'));
  // What the spy saw before the page leaves for the gateway (its realm ends there).
  const before = await collectSpy(wk);
  await pressButton(wk, 'Zamawiam i płacę');

  await wk.inTop();
  await wk.waitFor('the payment gateway', async () => /localhost:8080\/pay$/.test(await wk.url()));
  await wk.click(wk.getByRole('button', 'Zapłać'));
  await wk.waitFor('the partner page again', async () => (await wk.url()) === PARTNER);
  await installSpy(wk);
  await wk.inFlow();
  await wk.getByRole('heading', 'Wizyta zarezerwowana');
  await expectHostLog(wk, 'wizyta:booked', '"appointmentType":"CALL"');
  await expectHostLog(wk, 'wizyta:payment', '"status":"accepted"');
  const booked = (await hostLog(wk, 'wizyta:booked'))[0] ?? '';
  const id = /"appointmentId":"([^"]+)"/.exec(booked)?.[1] ?? '';
  expect(id).not.toBe('');
  const seen = [...before, ...(await collectSpy(wk))].join('\n');
  // It read what the partner page may know (the visit's id), and nothing of the patient's.
  expect(seen).toContain(id);
  const secrets = {
    pesel: typed.PESEL,
    firstName: typed.Imię,
    lastName: typed.Nazwisko,
    street: typed.Ulica,
    phone: SPY_PHONES[0],
    symptom: pl.cough,
    symptomText: SPY_SYMPTOM_TEXT,
    smsCode: '123456',
  };
  expect(Object.entries(secrets).filter(([, secret]) => secret && seen.includes(secret))).toEqual([]);
  expect(seen.match(JWT) ?? []).toEqual([]);
  expect(
    await wk.inTopWhile(() => wk.evaluate<string | null>("return sessionStorage.getItem('wizyta.order')")),
  ).toBeNull();
});

test("Wizyta('open', {…}) opens the dialog, the SSO popup signs in, the visit is booked, Wizyta('close') closes it", async ({
  webkit: wk,
}) => {
  await wk.goto(`${PARTNER}popup.html`);
  // By keyboard: the page reflows as the widget's bundle upgrades its elements, and a click aimed a
  // moment before landed on the mode="popup" element's button beside this one.
  await wk.press(wk.getByRole('button', 'Umów wizytę domową'), Key.ENTER);
  await wk.getByRole('dialog', '');
  await wk.inFlow('wizyta-booking[data-wizyta-dialog]');
  await wk.waitFor('a house visit preselected', () =>
    wk.getByLabel('Wizyta domowa').then((box) => box.isSelected()),
  );
  await searchVisit(wk);
  await wk.stepSettled('Szczegóły wizyty');
  await wk.click(wk.getByRole('button', pl.next, true));
  await wk.stepSettled(pl.signInTitle);
  const opener = await wk.driver.getWindowHandle();
  await wk.click(wk.getByRole('button', 'Zaloguj się kontem portalu'));
  const popup = await wk.waitFor('the SSO popup', async () =>
    (await wk.driver.getAllWindowHandles()).find((handle) => handle !== opener),
  );
  await wk.driver.switchTo().window(popup);
  await wk.inTop();
  await wk.waitFor('the IdP in the popup', async () => /\/auth\/realms\//.test(await wk.url()));
  await signInAtIdp(wk, 'pacjent3');
  await wk.waitFor(
    'the popup to close',
    async () => !(await wk.driver.getAllWindowHandles()).includes(popup),
  );
  await wk.driver.switchTo().window(opener);
  await wk.inFlow('wizyta-booking[data-wizyta-dialog]');
  await wk.stepSettled(pl.personalTitle);
  await fillEmpty(wk);
  await wk.click(wk.getByRole('button', pl.next, true));
  await wk.stepSettled(pl.symptomsTitle);
  await wk.check(wk.getByLabel(pl.cough));
  await wk.click(wk.getByRole('button', pl.next, true));
  await wk.stepSettled('Płatność');
  await wk.check(wk.getByLabel(/Gotówką u lekarza/));
  await pressButton(wk, 'Zamawiam', true);
  await wk.getByRole('heading', 'Wizyta zarezerwowana');
  await expectHostLog(wk, 'wizyta:booked');
  await wk.inTop();
  await wk.evaluate("window.Wizyta('close')");
  await wk.expectNone('dialog', '');
  expect(await wk.evaluate<string>('return document.activeElement.id')).toBe('open-by-api');
});

test('a step change brings the new step into view: the patient who scrolled down to Dalej sees the next step from its heading', async ({
  webkit: wk,
}) => {
  await wk.driver.manage().window().setRect({ width: 1280, height: 720 });
  await wk.goto(PARTNER);
  await wk.inFlow();
  await searchVisit(wk);
  await wk.stepSettled('Szczegóły wizyty');
  // The patient scrolls the partner page down to the step's button (WebDriver has no wheel in
  // WebKitGTK: the page's scroll position is set from script), and goes on.
  await wk.inTopWhile(() => wk.evaluate('scrollTo(0, document.documentElement.scrollHeight)'));
  const next = await wk.getByRole('button', pl.next, true);
  expect(await wk.isInViewport(next)).toBe(true);
  expect(await wk.isInViewport(wk.getByRole('heading', 'Szczegóły wizyty'))).toBe(false);
  await wk.click(next);
  await wk.stepSettled(pl.signInTitle);
  await wk.waitFor(
    'the sign-in step in view',
    () => wk.isInViewport(wk.getByRole('heading', pl.signInTitle)),
    5_000,
  );
});

test('uk: a paid SMS booking on a Ukrainian page, every step in Ukrainian', async ({ webkit: wk }) => {
  const texts = bookingTextsOf(uk);
  await wk.goto(`${PARTNER}ukrainian.html`);
  await wk.inFlow();
  await wk.waitFor('the frame in Ukrainian', () =>
    wk.evaluate<boolean>("return document.documentElement.lang === 'uk'"),
  );
  await searchVisit(wk, {}, texts);
  await wk.stepSettled(uk['booking.summary.title']);
  await wk.expectText(/\d+,\d{2}\sPLN/);
  await wk.click(wk.getByRole('button', texts.next, true));
  await signInBySms(wk, PATIENT_PHONE, texts);
  await personalAndSymptoms(wk, texts);
  await wk.stepSettled(uk['booking.paymentStep.title']);
  await wk.check(wk.getByLabel(uk['booking.payment.ONLINE']));
  await pressButton(wk, uk['booking.paymentStep.submitOnline']);
  await wk.inTop();
  await wk.waitFor('the payment gateway', async () => /localhost:8080\/pay$/.test(await wk.url()));
  await wk.click(wk.getByRole('button', 'Zapłać'));
  await wk.waitFor('the partner page again', async () => (await wk.url()) === `${PARTNER}ukrainian.html`);
  await wk.inFlow();
  await wk.getByRole('heading', uk['booking.result.successTitle']);
  await wk.expectText(uk['booking.result.successText']);
  await expectHostLog(wk, 'wizyta:ready', '"lang":"uk"');
});

test('axe on every step of an SMS booking paid in cash: search, details, sign-in, personal, symptoms, payment, success', {
  tag: '@axe',
}, async ({ webkit: wk }) => {
  await wk.goto(PARTNER);
  await wk.inTop();
  await expectNoViolations(wk, 'partner page');
  await wk.inFlow();
  await wk.getByRole('heading', pl.searchTitle);
  // axe sees into the element's shadow root in the frame: an unlabelled field put there is reported.
  await wk.evaluate(
    "const probe = document.createElement('input'); probe.id = 'axe-shadow-probe'; document.querySelector('wizyta-booking').shadowRoot.querySelector('form').append(probe);",
  );
  expect((await axeViolations(wk)).filter((found) => found.startsWith('label ')).join()).toContain(
    'axe-shadow-probe',
  );
  await wk.evaluate(
    "document.querySelector('wizyta-booking').shadowRoot.getElementById('axe-shadow-probe').remove()",
  );
  await expectNoViolations(wk, 'search');
  await searchVisit(wk);
  await wk.stepSettled('Szczegóły wizyty');
  await expectNoViolations(wk, 'order details');
  await wk.click(wk.getByRole('button', pl.next, true));
  await wk.stepSettled(pl.signInTitle);
  await expectNoViolations(wk, 'sign-in: phone');
  await wk.fill(wk.getByLabel(pl.phone, true), SPY_PHONES[1]);
  await wk.click(wk.getByRole('button', pl.sendCode));
  await wk.getByLabel(pl.code);
  await expectNoViolations(wk, 'sign-in: SMS code');
  await wk.fill(wk.getByLabel(pl.code), '123456');
  await wk.click(wk.getByRole('button', pl.signIn, true));
  await wk.stepSettled(pl.personalTitle);
  await expectNoViolations(wk, 'personal data');
  await fillEmpty(wk);
  await wk.click(wk.getByRole('button', pl.next, true));
  await wk.stepSettled(pl.symptomsTitle);
  await expectNoViolations(wk, 'symptoms');
  await wk.check(wk.getByLabel(pl.cough));
  await wk.click(wk.getByRole('button', pl.next, true));
  await wk.stepSettled('Płatność');
  await expectNoViolations(wk, 'payment');
  await wk.check(wk.getByLabel(/Gotówką u lekarza/));
  await pressButton(wk, 'Zamawiam', true);
  await wk.getByRole('heading', 'Wizyta zarezerwowana');
  await expectNoViolations(wk, 'success');
});
