import type { BrowserContext, Frame, Locator, Page } from '@playwright/test';
import { signInAtIdp } from './idpSignIn';
import { startOwnBackend } from './ownBackend';
import { search, signIn } from './portal-orderSteps';
import { expect, test } from './test';
import { fillEmpty, flow, PARTNER, PATIENT_PHONE } from './widget-bookingSteps';

/**
 * WCAG 2.2's new AA criteria that axe cannot decide: accessible authentication (3.3.8: the SMS code
 * and the IdP's password can be pasted and filled in by a password manager, no cognitive test) and
 * focus not obscured (2.4.11: no element the keyboard reaches is hidden behind the sticky header or
 * another fixed layer, on a phone's screen), redundant entry (3.3.7: the booking steps fill in what the
 * patient gave and keep it across Back), and WCAG 2.1's text spacing (1.4.12) and reflow at 400 %
 * zoom (1.4.10). Against a sample backend of the spec's own, but the booking (the shared backend's
 * slots, as the other order specs). In Chromium and Firefox (playwright.config.ts's journeys).
 */

const own = startOwnBackend();

/**
 * Lets the pages of `origin` write the clipboard (for {@link paste}). Firefox knows no clipboard
 * permission: its profile allows the write from a test instead (playwright.config.ts).
 */
async function allowClipboard(context: BrowserContext, origin: string): Promise<void> {
  if (context.browser()?.browserType().name() === 'firefox') return;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
}

/** Pastes `text` into `field` the way a person does: through the clipboard, with Ctrl+V. */
async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus();
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

test('sign-in without a cognitive test: the SMS code and the password are pasted, and fields say what a password manager fills', {
  tag: '@wcag-3.3.8',
}, async ({ page, context }) => {
  await allowClipboard(context, own.url);
  await page.goto(`${own.url}/sms-login`);
  await page.getByLabel('Numer telefonu').fill(PATIENT_PHONE);
  await page.getByRole('button', { name: 'Wyślij kod' }).click();
  const code = page.getByLabel('Kod z SMS-a', { exact: true });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await paste(page, code, '123456');
  await expect(code).toHaveValue('123456');
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Moje konto' })).toBeVisible();

  // The IdP's password sign-in (a new browser, signed out): both fields pasted.
  const other = await context.browser()?.newContext({ locale: 'pl-PL' });
  if (!other) throw new Error('no browser');
  const idp = await other.newPage();
  await idp.goto(`${own.url}/profile`);
  const username = idp.getByLabel('Nazwa użytkownika');
  const password = idp.getByLabel('Hasło');
  await expect(username).toHaveAttribute('autocomplete', 'username');
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  await allowClipboard(other, new URL(idp.url()).origin);
  await paste(idp, username, 'pacjent');
  await paste(idp, password, 'pacjent');
  await expect(password).toHaveValue('pacjent');
  // Nothing else to solve, remember or transcribe: the form asks for the two fields only.
  await expect(idp.locator('form input:not([type="hidden"])')).toHaveCount(2);
  await idp.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(idp).toHaveURL(`${own.url}/profile`);
  await other.close();
});

/**
 * The focused element, unless no point of it (centre, and near each corner) is the topmost element
 * there — then what covers it, e.g. the sticky header.
 */
async function obscuredFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    const spots = [
      [0.5, 0.5],
      [0.15, 0.15],
      [0.85, 0.15],
      [0.15, 0.85],
      [0.85, 0.85],
    ] as const;
    const on = spots.map(([x, y]) =>
      document.elementFromPoint(box.left + box.width * x, box.top + box.height * y),
    );
    if (on.some((hit) => hit && (hit === focused || focused.contains(hit) || hit.contains(focused))))
      return null;
    const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40);
    const cover = on.find(Boolean);
    return `${focused.tagName.toLowerCase()} "${name}" (top ${Math.round(box.top)} px) under ${cover ? `${cover.tagName.toLowerCase()}.${cover.className}` : 'nothing: off screen'}`;
  });
}

test('focus not obscured on a phone: every element the keyboard reaches shows past the sticky header; nothing to drag', {
  tag: ['@wcag-2.4.11', '@wcag-2.5.7'],
}, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 640 });
  await page.goto(`${own.url}/`);
  await signInAtIdp(page, 'pacjent');
  for (const path of ['/', '/make-appointment', '/profile', '/contact']) {
    await page.goto(`${own.url}${path}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/^(Wczytywanie|Ładowanie)/)).toHaveCount(0);
    await expect(
      page.getByRole('main').getByRole('heading').first(),
      `${path} → ${page.url()}`,
    ).toBeVisible();
    const hidden: string[] = [];
    let first = '';
    for (let stop = 0; stop < 60; stop += 1) {
      await page.keyboard.press('Tab');
      const key = await page.evaluate(() => {
        // Past the last element Firefox tabs out of the page (to where its toolbar would be): the
        // document then has no focus, and its former active element shows unfocused.
        if (!document.hasFocus()) return null;
        const focused = document.activeElement;
        return focused ? `${focused.tagName}:${focused.id}:${focused.textContent?.slice(0, 30)}` : '';
      });
      if (key === null) continue;
      if (stop > 0 && key === first) break; // round the whole page
      if (stop === 0) first = key;
      const obscured = await obscuredFocus(page);
      if (obscured) hidden.push(obscured);
    }
    expect(hidden, `${path}: focused elements hidden`).toEqual([]);
    // Nothing asks for a dragging movement (2.5.7): no draggable element, no slider.
    const draggable = page.locator('[draggable="true"], [role="slider"], input[type="range"]');
    await expect(draggable, `${path}: something to drag`).toHaveCount(0);
  }
});

/**
 * What clips text in the document, or the shadow root of the element `host` names: each element
 * whose overflow is hidden and whose content is larger than its box. With `spacing`, first WCAG
 * 1.4.12's text spacing (line height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em),
 * put in as a user's style sheet would be — a constructed sheet, which the strict CSP allows.
 * Runs in the page.
 */
function findClipped({ host, spacing }: { host: string | null; spacing: boolean }): string[] {
  const root = host ? document.querySelector(host)?.shadowRoot : document;
  if (!root) throw new Error(`no shadow root in ${host}`);
  if (spacing) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    );
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
  const clipped: string[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(host ? '*' : 'body *')) {
    const style = getComputedStyle(element);
    if (!/hidden|clip/.test(style.overflowX + style.overflowY)) continue;
    // A visually hidden text for screen readers is 1 px on purpose.
    if (element.clientWidth <= 1 || element.clientHeight <= 1 || !element.textContent?.trim()) continue;
    const over =
      element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
    if (over)
      clipped.push(
        `${element.tagName.toLowerCase()}.${element.className}: "${element.textContent.trim().slice(0, 40)}"`,
      );
  }
  return clipped;
}

/** How far the document scrolls sideways (the scrollbar not counted, as `innerWidth` would). In the page. */
function sidewaysOverflow(): number {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth;
}

/** The partner page with the widget's search step shown; its flow frame. */
async function widgetSearchStep(page: Page): Promise<Frame> {
  await page.goto(PARTNER);
  await expect(
    flow(page).getByLabel('Miasto', { exact: true }).locator('option', { hasText: 'Kraków' }),
  ).toHaveCount(1);
  const frame = page.frames().find((candidate) => candidate.url().includes('/widget/flow.html'));
  if (!frame) throw new Error('no flow frame');
  return frame;
}

test('text spacing: with WCAG 1.4.12 spacing, no text is cut off on the portal pages and the widget', {
  tag: '@wcag-1.4.12',
}, async ({ page }) => {
  await page.goto(`${own.url}/`);
  await signInAtIdp(page, 'pacjent');
  for (const path of ['/', '/make-appointment', '/profile', '/contact', '/deklaracja-dostepnosci']) {
    await page.goto(`${own.url}${path}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/^(Wczytywanie|Ładowanie)/)).toHaveCount(0);
    const clipped = await page.evaluate(findClipped, { host: null, spacing: true });
    const overflow = await page.evaluate(sidewaysOverflow);
    expect({ clipped, overflow }, path).toEqual({ clipped: [], overflow: 0 });
  }
  // The widget's search step in its flow frame, on the partner page.
  const frame = await widgetSearchStep(page);
  expect(
    await frame.evaluate(findClipped, { host: 'wizyta-booking', spacing: true }),
    'widget search step',
  ).toEqual([]);
});

/** The portal's pages a zoomed test walks, signed in as pacjent. */
const ZOOMED_PAGES = [
  '/',
  '/make-appointment',
  '/profile',
  '/notifications',
  '/contact',
  '/deklaracja-dostepnosci',
];

test.describe('400 % zoom', () => {
  // 400 % of a 1280×1024 window: 320×256 CSS px, each CSS px four device pixels, as the browser's
  // own zoom leaves it (WCAG 1.4.10's reference: 320 CSS px wide, 256 high).
  test.use({ viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 });

  test('reflow at 400 % zoom: the portal pages and the widget need no horizontal scrolling, cut nothing off, and leave room below the header', {
    tag: '@wcag-1.4.10',
  }, async ({ page }) => {
    await page.goto(`${own.url}/`);
    await signInAtIdp(page, 'pacjent');
    for (const path of ZOOMED_PAGES) {
      await page.goto(`${own.url}${path}`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(/^(Wczytywanie|Ładowanie)/)).toHaveCount(0);
      const heading = page.getByRole('main').getByRole('heading').first();
      await expect(heading, path).toBeVisible();
      const found = await page.evaluate(findClipped, { host: null, spacing: false });
      const layout = await page.evaluate(() => ({
        ratio: window.devicePixelRatio,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        // What stays on screen while the page scrolls: the sticky header must leave most of it.
        pinned: Math.max(
          0,
          ...[...document.querySelectorAll<HTMLElement>('body *')]
            .filter((element) => /sticky|fixed/.test(getComputedStyle(element).position))
            .map((element) => element.getBoundingClientRect().height),
        ),
      }));
      expect({ ...layout, clipped: found, pinnedAtMostHalf: layout.pinned <= 128 }, path).toMatchObject({
        ratio: 4,
        overflow: 0,
        clipped: [],
        pinnedAtMostHalf: true,
      });
    }
    // The widget's search step in its flow frame on the partner page, at the same zoom.
    const frame = await widgetSearchStep(page);
    const widget = await frame.evaluate(sidewaysOverflow);
    expect(
      {
        overflow: widget,
        clipped: await frame.evaluate(findClipped, { host: 'wizyta-booking', spacing: false }),
      },
      'widget search step',
    ).toEqual({ overflow: 0, clipped: [] });
  });
});

test('redundant entry: the booking steps fill in what the patient gave before, and Back keeps what was typed; the fields name their purpose', {
  tag: ['@wcag-3.3.7', '@wcag-1.3.5'],
}, async ({ page }) => {
  await signIn(page, '/make-appointment');
  await search(page);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
  // The account's data, not asked again.
  for (const label of ['Imię', 'Nazwisko', 'PESEL']) {
    await expect(page.getByLabel(label, { exact: true }), label).not.toHaveValue('');
  }
  // Each field about the patient says its purpose, for autofill and assistive technology (1.3.5).
  for (const [label, purpose] of [
    ['Imię', 'given-name'],
    ['Nazwisko', 'family-name'],
    ['Data urodzenia', 'bday'],
    ['Adres e-mail', 'email'],
  ] as const) {
    await expect(page.getByLabel(label, { exact: true }), label).toHaveAttribute('autocomplete', purpose);
  }
  await fillEmpty(page);
  const fields = page
    .getByRole('main')
    .locator('input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"])');
  const typed = await fields.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  );
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Objawy' })).toBeVisible();
  await page.getByLabel('Kaszel').check();
  await page.getByRole('button', { name: 'Wstecz' }).click();
  await expect(page.getByRole('heading', { name: 'Dane osobowe' })).toBeVisible();
  expect(
    await fields.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
  ).toEqual(typed);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Objawy' })).toBeVisible();
  await expect(page.getByLabel('Kaszel')).toBeChecked();
});
