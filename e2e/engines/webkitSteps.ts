import axe from 'axe-core';
import { Key } from 'selenium-webdriver';
import { AXE_TAGS } from '../quality-axe';
import { expect } from '../test';
import { PERSONAL_DATA, type SearchOptions, searchDayInWarsaw } from '../widget-bookingSteps';
import { type BookingTexts, POLISH_TEXTS } from '../widget-bookingTexts';
import type { WebKitPage } from './webkitPage';

// The booking steps of e2e/widget-bookingSteps.ts and e2e/portal-orderSteps.ts for WebKit, over
// WebDriver (webkitPage.ts): the same texts, phones, search day, hours and step order; only the
// driver's calls differ. In the flow frame, boxes are ticked and the search submitted from the
// keyboard, as the Chromium steps do (the form grows while it is filled).

/** Fills the widget's search (see widget-bookingSteps' searchVisit) and submits it by Enter. */
export async function searchVisit(
  wk: WebKitPage,
  options: SearchOptions = {},
  texts: BookingTexts = POLISH_TEXTS,
): Promise<void> {
  await wk.getByRole('heading', texts.searchTitle);
  await wk.selectOption(wk.getByLabel(texts.city, true), 'Warszawa');
  await wk.check(wk.getByLabel(texts.phoneCall));
  const specialization = await wk.getByLabel(texts.specialization);
  // The phone call's list, as the patient sees it after ticking the type: more than the house
  // visit's one specialization (a form opened for a house visit shows that list until the call's
  // arrives), and no longer loading.
  await wk.waitFor('the phone call’s specializations', async () =>
    wk.evaluate<boolean>(CALL_LIST, specialization),
  );
  const pick = options.specialization ?? { index: 1 };
  await wk.selectOption(specialization, pick);
  await wk.fill(wk.getByLabel(texts.day), searchDayInWarsaw());
  const time = options.time ?? '10:00';
  await wk.selectOption(wk.getByLabel(texts.hour, true), time);
  await wk.check(wk.getByLabel(texts.adult, true));
  if (options.nfz) await wk.check(wk.getByLabel(texts.nfz));
  await wk.check(wk.getByLabel(texts.regulation));
  await wk.press(wk.getByRole('button', texts.search), Key.ENTER);
}

const CALL_LIST = `const [select] = arguments; return select.options.length > 2 && !select.hasAttribute('aria-busy');`;

/**
 * Presses the flow's button named `name` from the keyboard (focus, Enter), where the step grows
 * within itself as the patient acts (the payment step takes its prices and lines after the method is
 * chosen): a click aimed a moment before landed on the invoice box that had moved under it, as in
 * Chromium (widget-leaveStep's pressButton).
 */
export async function pressButton(wk: WebKitPage, name: string, exact = false): Promise<void> {
  await wk.press(wk.getByRole('button', name, exact), Key.ENTER);
}

/** Signs in inline by SMS with a seeded phone (code 123456). */
export async function signInBySms(wk: WebKitPage, phone: string, texts = POLISH_TEXTS): Promise<void> {
  await wk.stepSettled(texts.signInTitle);
  await wk.fill(wk.getByLabel(texts.phone, true), phone);
  await wk.click(wk.getByRole('button', texts.sendCode));
  await wk.fill(wk.getByLabel(texts.code), '123456');
  await wk.click(wk.getByRole('button', texts.signIn, true));
}

/** Fills the personal fields that are shown and still empty. */
export async function fillEmpty(wk: WebKitPage, values = PERSONAL_DATA): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = await wk.getByLabel(label, true).catch(() => null);
    if (field && (await field.isDisplayed()) && (await field.getAttribute('value')) === '')
      await wk.fill(field, value);
  }
}

/** Completes the personal data (the profile fills most of it) and the symptoms. */
export async function personalAndSymptoms(wk: WebKitPage, texts = POLISH_TEXTS): Promise<void> {
  await wk.stepSettled(texts.personalTitle);
  await fillEmpty(wk, texts.personalData);
  await wk.click(wk.getByRole('button', texts.next, true));
  await wk.stepSettled(texts.symptomsTitle);
  await wk.check(wk.getByLabel(texts.cough));
  await wk.click(wk.getByRole('button', texts.next, true));
}

/** The `detail`s the partner page logged for host event `name` (its #event-log), oldest first. */
export function hostLog(wk: WebKitPage, name: string): Promise<string[]> {
  return wk.inTopWhile(() =>
    wk.evaluate<string[]>(
      'return [...document.querySelectorAll("#event-log [data-event]")].filter((entry) => entry.dataset.event === arguments[0]).map((entry) => entry.textContent)',
      name,
    ),
  );
}

/** Waits until the partner page has logged host event `name` with `text` in its detail. */
export async function expectHostLog(wk: WebKitPage, name: string, text = ''): Promise<void> {
  await wk.waitFor(`${name} ${text} in the partner page's log`, async () =>
    (await hostLog(wk, name)).some((entry) => entry.includes(text)),
  );
}

/** The dev IdP's sign-in form (the password is the user name), in the current window. */
export async function signInAtIdp(wk: WebKitPage, username: string): Promise<void> {
  await wk.fill(wk.getByLabel('Nazwa użytkownika'), username);
  await wk.fill(wk.getByLabel('Hasło'), username);
  await wk.click(wk.getByRole('button', 'Zaloguj się'));
}

/**
 * axe (the suite's WCAG tags) in the current scope: the flow frame's document with the element's
 * shadow root, or the partner page without its frames (each document is checked in its own realm:
 * WebDriver has no cross-frame axe runner). Fails on any violation, naming `step`.
 */
export async function expectNoViolations(wk: WebKitPage, step: string): Promise<void> {
  await wk.waitFor('the step to finish loading', async () => !(await wk.text()).includes('Wczytywanie…'));
  expect(await axeViolations(wk), `WebKit, "${step}": axe violations`).toEqual([]);
}

/** axe's violations in the current scope, each as `rule (impact): targets`. */
export async function axeViolations(wk: WebKitPage): Promise<string[]> {
  if (!(await wk.evaluate<boolean>('return Boolean(window.axe)'))) await wk.evaluate(axe.source);
  return wk.driver.executeAsyncScript<string[]>(
    `const [tags, done] = arguments;
     window.axe.run(document, { runOnly: { type: 'tag', values: tags }, iframes: false }).then(
       (results) => done(results.violations.map((v) => v.id + ' (' + v.impact + '): ' + v.nodes.map((n) => JSON.stringify(n.target)).join(', '))),
       (error) => done(['axe failed: ' + error]),
     );`,
    AXE_TAGS,
  );
}
