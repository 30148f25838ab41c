import { expect, type Locator, type Page } from '@playwright/test';
import type { Faults } from './faults';
import { testNow } from './test';
import { type BookingTexts, POLISH_TEXTS } from './widget-bookingTexts';
import { checkByKeyboard, leaveStep, pressButton, stepSettled } from './widget-leaveStep';

/** The partner example pages on the cross-site origin (served by the sample backend). */
export const PARTNER = 'http://127.0.0.1:8081/partner-site/';
/** The seeded phones (SMS code 123456): `pacjent` and the NFZ-active `nfz`. */
export const PATIENT_PHONE = '500100200';
export const NFZ_PHONE = '500100204';
/** Seeded patients `pacjent2` and `pacjent3`, for the isolation specs (the phones above are busy). */
export const SPY_PHONES = ['500100205', '500100206'] as const;

/**
 * The day the e2e searches are for: the day after tomorrow in Warsaw as `YYYY-MM-DD` (en-CA
 * formats so). A search takes the first free slot from now up to that day's hour, and nearly
 * every test books the internist (the first specialization: four doctors), so the slots before
 * that hour are the pool the whole suite shares: a full run holds or books about forty of them.
 * Up to tomorrow 10:00 that pool was 68 slots at 15:30 and 24 at 21:00 — a run started in the
 * evening ran out and its bookings failed as "no doctor"; up to the day after tomorrow it holds a
 * whole day more, at least 128 slots whatever the hour.
 */
export function searchDayInWarsaw(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(
    new Date(testNow().getTime() + 2 * 24 * 60 * 60 * 1000),
  );
}

/** Console errors and page errors of `page`, collected from now on. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Options of {@link searchVisit}. */
export interface SearchOptions {
  readonly specialization?: string | { readonly index: number };
  readonly time?: string;
  readonly nfz?: boolean;
  /** A visit at this clinic of Warsaw (its name) instead of a phone call. */
  readonly clinic?: string;
  /** `false`: fill the search and leave it unsent (a picture of the filled form). */
  readonly submit?: boolean;
}

/**
 * Fills the widget's search for a phone call up to 10:00 (by default) on {@link searchDayInWarsaw}
 * and submits it (unless `submit: false`).
 */
export async function searchVisit(
  widget: Locator,
  options: SearchOptions = {},
  texts: BookingTexts = POLISH_TEXTS,
): Promise<void> {
  await expect(widget.getByRole('heading', { name: texts.searchTitle })).toBeVisible();
  await widget.getByLabel(texts.city, { exact: true }).selectOption({ label: 'Warszawa' });
  // The form grows while it is filled: its checks and its submit go by keyboard (checkByKeyboard).
  if (options.clinic) {
    await checkByKeyboard(widget.getByLabel('Wizyta w placówce'));
    await checkByKeyboard(widget.getByLabel(options.clinic, { exact: true }));
  } else await checkByKeyboard(widget.getByLabel(texts.phoneCall));
  const specialization = widget.getByLabel(texts.specialization);
  await expect(specialization.locator('option')).not.toHaveCount(1);
  const pick = options.specialization ?? { index: 1 };
  await specialization.selectOption(typeof pick === 'string' ? { label: pick } : pick);
  await widget.getByLabel(texts.day).fill(searchDayInWarsaw());
  const time = options.time ?? '10:00';
  const slot = widget.getByLabel(texts.hour, { exact: true });
  await expect(slot.locator('option', { hasText: new RegExp(`^${time}$`) })).toHaveCount(1);
  await slot.selectOption(time);
  await checkByKeyboard(widget.getByLabel(texts.adult, { exact: true }));
  if (options.nfz) await checkByKeyboard(widget.getByLabel(texts.nfz));
  await checkByKeyboard(widget.getByLabel(texts.regulation));
  if (options.submit === false) return;
  await widget.getByRole('button', { name: texts.search }).press('Enter');
}

/**
 * Signs in inline by SMS with a seeded phone: the development server's fixed code 123456, or the
 * code `receive` reads once it was sent (a server without the development shortcuts).
 */
export async function signInBySms(
  widget: Locator,
  phone: string,
  texts: BookingTexts = POLISH_TEXTS,
  receive: () => Promise<string> = async () => '123456',
): Promise<void> {
  await stepSettled(widget, texts.signInTitle);
  await submitSmsSignIn(widget, phone, texts, receive);
}

/**
 * The SMS sign-in on a sign-in step already on screen (after a page load, which moves no focus
 * into the widget, it shows without its heading focused).
 */
export async function submitSmsSignIn(
  widget: Locator,
  phone: string,
  texts: BookingTexts = POLISH_TEXTS,
  receive: () => Promise<string> = async () => '123456',
): Promise<void> {
  await widget.getByLabel(texts.phone, { exact: true }).fill(phone);
  await widget.getByRole('button', { name: texts.sendCode }).click();
  await widget.getByLabel(texts.code).fill(await receive());
  await widget.getByRole('button', { name: texts.signIn, exact: true }).click();
}

/** From the search to the personal step, signing in late (at the order details) with `phone`. */
export async function signInLateToPersonal(widget: Locator, phone: string): Promise<void> {
  await searchVisit(widget);
  await leaveStep(widget, 'Szczegóły wizyty');
  await signInBySms(widget, phone);
  await stepSettled(widget, POLISH_TEXTS.personalTitle);
}

/** Completes the personal data (the profile fills most of it) and the symptoms. */
export async function personalAndSymptoms(
  widget: Locator,
  texts: BookingTexts = POLISH_TEXTS,
): Promise<void> {
  await stepSettled(widget, texts.personalTitle);
  await fillEmpty(widget, texts.personalData);
  await pressButton(widget, texts.next);
  await stepSettled(widget, texts.symptomsTitle);
  await widget.getByLabel(texts.cough).check();
  await pressButton(widget, texts.next);
}

/** A whole booking by `pacjent`, signed in by SMS on the way, paid in cash: up to its success page. */
export async function bookInCash(widget: Locator): Promise<void> {
  await searchVisit(widget);
  await leaveStep(widget, 'Szczegóły wizyty');
  await signInBySms(widget, PATIENT_PHONE);
  await personalAndSymptoms(widget);
  await stepSettled(widget, 'Płatność');
  await widget.getByLabel('Gotówką u lekarza (+20,00 zł)').check();
  await widget.getByRole('button', { name: 'Zamawiam', exact: true }).click();
  await expect(widget.getByRole('heading', { name: 'Wizyta zarezerwowana' })).toBeVisible();
}

/** Personal data for the fields the profile leaves empty, by Polish label. */
export const PERSONAL_DATA: Readonly<Record<string, string>> = POLISH_TEXTS.personalData;

/** Fills the personal fields of `scope` (the widget or a portal page) that are shown and still empty. */
export async function fillEmpty(scope: Page | Locator, values = PERSONAL_DATA): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const input = scope.getByLabel(label, { exact: true });
    if ((await input.count()) > 0 && (await input.inputValue()) === '') await input.fill(value);
  }
}

/**
 * Makes the next search find no doctor: the backend answers 404/4889 when no slot is free in the
 * range, made certain for one search through the fault mode (of the backend at `origin`, :8080 by default).
 */
export async function noDoctorOnNextSearch(faults: Faults, origin?: string): Promise<void> {
  await faults.inject(
    {
      kind: 'error404',
      code: 4889,
      method: 'POST',
      path: '/patient-portal/api/slot/reserve-first-available',
      times: 1,
    },
    origin,
  );
}

/**
 * From the search to a lost hold: the next hold extension is refused as the backend refuses a hold
 * somebody else took (409/4889, through the fault mode), and the page's clock (installed by the
 * caller before the page opened) jumps to when the hold keeper extends, a minute before the 10 min
 * end. The patient is back on the search, told the hour was taken.
 */
export async function loseTheHold(page: Page, widget: Locator, faults: Faults): Promise<void> {
  await searchVisit(widget);
  await expect(widget.getByRole('heading', { name: 'Szczegóły wizyty' })).toBeVisible();
  await faults.inject({
    kind: 'error409',
    code: 4889,
    method: 'POST',
    path: '/patient-portal/api/slot/extend',
    times: 1,
  });
  await page.clock.fastForward('09:30');
  await expect(widget.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
  await expect(widget.getByRole('alert')).toContainText('zajęta');
}

/**
 * The booking flow inside `<wizyta-booking>` on a partner page: the provider's flow frame in the
 * element's shadow root (Playwright's CSS pierces the open root, `frameLocator` enters the frame).
 */
export function flow(page: Page, host = 'wizyta-booking'): Locator {
  return page.frameLocator(`${host} iframe`).locator('body');
}

/** The host events the partner page logged (its log survives the payment round trip). */
export function hostLog(page: Page, name: string): Locator {
  return page.locator(`#event-log [data-event="${name}"]`);
}
