import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JSHandle, Locator, Page } from '@playwright/test';
import { messagesUk } from '@wizyta/core/i18n/catalogue';
import sharp from 'sharp';
import { signIn } from '../e2e/portal-orderSteps';
import { expect, test } from '../e2e/test';
import {
  fillEmpty,
  flow,
  hostLog,
  PARTNER,
  PATIENT_PHONE,
  searchVisit,
  signInBySms,
} from '../e2e/widget-bookingSteps';
import { type BookingTexts, bookingTextsOf, POLISH_TEXTS } from '../e2e/widget-bookingTexts';
import { holdsStill, leaveStep, pressButton, stepSettled } from '../e2e/widget-leaveStep';
import { SCREENS_DIR, SHOTS, type ShotName, SIZES } from './docsScreens';

// `npm run docs:screens` (playwright.screens.config.ts): the journeys that take the pictures of
// docs/screens/, one after another against one fresh sample backend at the fixed clock, in the
// order of the file — the portal's pages before the booking that adds a visit to pacjent's list.

const OUT = join(import.meta.dirname, '..', SCREENS_DIR);
const PORTAL = 'http://localhost:8080';
const INSURER_APP = 'http://127.0.0.1:8081/insurer-app/';

/** How far one run's pixel may be from another's and still be the same picture (of 255). */
const NOISE = 4;

/** What the product shows while it loads: none of it may be in a picture. */
const LOADING = '[aria-busy="true"], [data-wb-placeholder], .loading';

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

/**
 * Takes picture `name` of the page's viewport (or of `target`): once nothing in the page or its
 * frames is loading, every font and image is ready and the focus ring is gone, as a lossless
 * WebP (1.4 MB for the 21 pictures, where Playwright's PNGs took 2.9 MB).
 */
async function snap(page: Page, name: ShotName, target?: Locator): Promise<void> {
  const shot = SHOTS[name];
  const { width, height } = SIZES[shot.size].viewport;
  // A picture of an element: the window's width, and a window at least as tall as the element
  // (a frame of another site paints only what is in the window).
  expect(page.viewportSize(), `${name} is a ${shot.size} picture`).toEqual(
    target ? { width, height: page.viewportSize()?.height } : { width, height },
  );
  const focused: JSHandle[] = [];
  for (const frame of page.frames()) {
    await expect(frame.locator(LOADING).filter({ visible: true })).toHaveCount(0);
    await frame.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    });
    // No focus ring: the element that has the focus (not a frame's host, which passes it on) lets
    // it go, and takes it back after the picture.
    focused.push(
      await frame.evaluateHandle(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        if (!(active instanceof HTMLElement) || active instanceof HTMLIFrameElement) return null;
        active.blur();
        return active;
      }),
    );
  }
  const png = await stillScreenshot(target ?? page);
  // The journey goes on from where it was (the widget's steps check where the focus is).
  for (const element of focused)
    await element.evaluate((node) => (node as HTMLElement | null)?.focus({ preventScroll: true }));
  const file = join(OUT, shot.file);
  if (existsSync(file) && (await differsOnlyByNoise(file, png))) {
    console.log(`${shot.file}: unchanged`);
    return;
  }
  writeFileSync(file, await sharp(png).webp({ lossless: true, effort: 6 }).toBuffer());
  console.log(`${shot.file}: written`);
}

/**
 * Whether the picture in `file` shows what `png` shows, to within {@link NOISE} on every channel:
 * Chromium's software rasteriser draws a rounded corner's edge one level lighter or darker from
 * one run to the next, so a re-run keeps the committed file rather than rewriting it for that.
 */
async function differsOnlyByNoise(file: string, png: Buffer): Promise<boolean> {
  const [before, after] = await Promise.all(
    [file, png].map((input) => sharp(input).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (!before || !after) return false;
  if (before.info.width !== after.info.width || before.info.height !== after.info.height) return false;
  for (let i = 0; i < before.data.length; i++)
    if (Math.abs((before.data[i] ?? 0) - (after.data[i] ?? 0)) > NOISE) return false;
  return true;
}

/**
 * A screenshot of `subject` once two in a row are the same (as Playwright's `toHaveScreenshot`
 * waits): the last tiles of a frame from another site are still being painted a moment after
 * the page looks ready.
 */
async function stillScreenshot(subject: Page | Locator): Promise<Buffer> {
  const options = { animations: 'disabled', caret: 'hide', scale: 'device' } as const;
  let previous = await subject.screenshot(options);
  for (let attempt = 0; attempt < 10; attempt++) {
    const png = await subject.screenshot(options);
    if (png.equals(previous)) return png;
    previous = png;
  }
  throw new Error('the page kept changing: ten screenshots in a row differed');
}

/** The partner example's log of the widget's messages: a developer's aid, left out of the pictures. */
async function hideEventLog(page: Page): Promise<void> {
  await page.locator('section[aria-labelledby="log-heading"]').evaluate((log) => {
    (log as HTMLElement).hidden = true;
  });
}

/** Partner example page `path` (of {@link PARTNER}), pictured as `name` once the widget's search shows. */
async function partnerPage(page: Page, path: string, name: ShotName, texts?: BookingTexts): Promise<void> {
  await page.goto(`${PARTNER}${path}`);
  await hideEventLog(page);
  await searchShown(flow(page), texts);
  await snap(page, name);
}

/** The widget's search, its lists loaded and its frame holding still. */
async function searchShown(widget: Locator, texts: BookingTexts = POLISH_TEXTS): Promise<void> {
  const heading = widget.getByRole('heading', { name: texts.searchTitle });
  await expect(heading).toBeVisible();
  await expect(widget.getByLabel(texts.specialization).locator('option')).not.toHaveCount(1);
  await holdsStill(heading);
}

/**
 * The held slot's countdown ("Termin zarezerwowany dla Ciebie jeszcze przez 9:55") counts the real
 * seconds from the backend's hold: for a picture, the browser's clock stands still at a given time
 * left (`at`), and then runs on from where it was (`release`).
 */
async function holdClock(page: Page, widget: Locator) {
  const reserved = await hostLog(page, 'wizyta:reserved').first().textContent();
  const { expiresAt } = JSON.parse(reserved?.slice(reserved.indexOf('{')) ?? '{}') as { expiresAt?: string };
  if (!expiresAt) throw new Error(`wizyta:reserved carries no expiresAt: ${reserved}`);
  const timer = widget.getByRole('timer');
  let running = 0;
  return {
    async at(left: string): Promise<void> {
      const [minutes = 0, seconds = 0] = left.split(':').map(Number);
      running = await widget.evaluate(() => Date.now());
      await page.clock.setFixedTime(Date.parse(expiresAt) - (minutes * 60 + seconds) * 1000);
      await expect(timer).toContainText(left);
    },
    async release(): Promise<void> {
      await page.clock.setSystemTime(running);
    },
  };
}

/** The portal page titled `title` (level 1), once its content has arrived. */
async function portalPage(page: Page, path: string, title: string): Promise<void> {
  if (!page.url().startsWith(`${PORTAL}${path}`)) await page.goto(`${PORTAL}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await headerShown(page);
}

/**
 * The portal's header with everything it loads after the page: on a desktop, the notifications
 * link with pacjent's unread count (on a phone it is in the closed menu).
 */
async function headerShown(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) < SIZES.desktop.viewport.width) return;
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^Powiadomienia \d+ \(nieprzeczytane\)$/ }),
  ).toBeVisible();
}

for (const size of ['phone', 'desktop'] as const) {
  test.describe(`the portal on a ${size}`, () => {
    test.use(SIZES[size]);
    test(`pacjent's visits, a visit, the profile (${size})`, async ({ page }) => {
      await signIn(page, '/');
      await portalPage(page, '/', 'Moje wizyty');
      await expect(page.locator('a[href*="/visit/"]').first()).toBeVisible();
      await snap(page, size === 'phone' ? 'portalVisitsPhone' : 'portalVisitsDesktop');
      await portalPage(page, '/visit/w-1001', 'Szczegóły wizyty');
      await expect(page.getByRole('heading', { name: 'Dokumenty' })).toBeVisible();
      await snap(page, size === 'phone' ? 'portalVisitPhone' : 'portalVisitDesktop');
      await portalPage(page, '/profile', 'Dane konta');
      await expect(page.getByLabel(/^Adres e-mail/)).not.toHaveValue('');
      await snap(page, size === 'phone' ? 'portalProfilePhone' : 'portalProfileDesktop');
    });
  });
}

test.describe('two brands, a widget on a desktop', () => {
  test.use(SIZES.desktop);

  for (const [brand, path, name] of [
    ['GENERAL', '/make-appointment', 'themeGeneral'],
    ['INTER', '/b/inter/make-appointment', 'themeInter'],
  ] as const) {
    test(`${brand}'s theme: the portal's booking search`, async ({ page }) => {
      await signIn(page, path);
      await expect(page.getByRole('heading', { name: 'Umów wizytę' })).toBeVisible();
      await expect(page.getByLabel('Specjalizacja lekarza').locator('option')).not.toHaveCount(1);
      await headerShown(page);
      await snap(page, name);
    });
  }

  test('inline on the partner page', ({ page }) => partnerPage(page, '', 'widgetInlineDesktop'));

  test('popup mode', async ({ page }) => {
    await page.goto(`${PARTNER}popup.html`);
    await hideEventLog(page);
    await page.getByRole('button', { name: 'Umów wizytę', exact: true }).click();
    await expect(page.locator('wizyta-booking[mode=popup] dialog')).toBeVisible();
    await searchShown(flow(page, 'wizyta-booking[mode=popup]'));
    await snap(page, 'widgetPopupDesktop');
  });

  test("the insurer's app", async ({ page }) => {
    await page.goto(INSURER_APP);
    await hideEventLog(page);
    const widget = page.frameLocator('#wizyta-frame').locator('body');
    await expect(widget.getByLabel('Miasto', { exact: true }).locator('option:checked')).toHaveText('Poznań');
    await searchShown(widget);
    await snap(page, 'insurerAppDesktop');
  });
});

test.describe('the widget on a phone', () => {
  test.use(SIZES.phone);

  test('dark mode', ({ page }) => partnerPage(page, 'dark.html', 'widgetDarkPhone'));
  test('Ukrainian', ({ page }) =>
    partnerPage(page, 'ukrainian.html', 'widgetUkrainianPhone', bookingTextsOf(messagesUk)));
  test('inline on the partner page', ({ page }) => partnerPage(page, '', 'widgetInlinePhone'));

  test('every step of a booking', async ({ page }) => {
    // The phone's width, tall enough for the longest step (the personal data).
    await page.setViewportSize({ width: SIZES.phone.viewport.width, height: 2400 });
    const texts = POLISH_TEXTS;
    await page.goto(PARTNER);
    await hideEventLog(page);
    const widget = flow(page);
    const element = page.locator('wizyta-booking');
    await searchShown(widget);
    await searchVisit(widget, { submit: false });
    await snap(page, 'bookingSearch', element);
    await widget.getByRole('button', { name: texts.search }).press('Enter');
    await stepSettled(widget, 'Szczegóły wizyty');
    const hold = await holdClock(page, widget);
    /** The step as it is, with `left` on the hold's countdown. */
    const picture = async (left: string, name: ShotName) => {
      await hold.at(left);
      await snap(page, name, element);
      await hold.release();
    };
    await picture('9:55', 'bookingDetails');
    await leaveStep(widget, 'Szczegóły wizyty');
    await stepSettled(widget, texts.signInTitle);
    await picture('9:41', 'bookingSignIn');
    await signInBySms(widget, PATIENT_PHONE);
    await stepSettled(widget, texts.personalTitle);
    await fillEmpty(widget);
    await picture('8:52', 'bookingPersonal');
    await pressButton(widget, texts.next);
    await stepSettled(widget, texts.symptomsTitle);
    await widget.getByLabel(texts.cough).check();
    await picture('8:17', 'bookingSymptoms');
    await pressButton(widget, texts.next);
    await stepSettled(widget, 'Płatność');
    await picture('7:58', 'bookingPayment');
    await widget.getByLabel(/Gotówką u lekarza/).check();
    await widget.getByRole('button', { name: 'Zamawiam', exact: true }).click();
    const booked = widget.getByRole('heading', { name: 'Wizyta zarezerwowana' });
    await expect(booked).toBeVisible();
    await holdsStill(booked);
    await snap(page, 'bookingResult', element);
  });
});
