import type { Page, TestInfo } from '@playwright/test';
import { canMakeAppointment } from '@wizyta/core';
import { PARTNER, PORTAL } from './quality-apiSession';
import { analyzeWithFrames } from './quality-axe';
import { focusedElement } from './quality-keyboardFocus';
import { signInPortal } from './quality-portalSignIn';
import { expect, test } from './test';
import { flow } from './widget-bookingSteps';

/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A+AA, 2.2 AA) with zero violations on every
 * portal route that exists, as patient and as doctor, for every brand kind; the widget's steps;
 * every page at 320 px wide and at 200 % zoom (a 640 CSS px viewport: what 200 % zoom leaves of a
 * 1280 px window) with screenshots kept in test-results/; keyboard focus visible in the widget.
 */

const BRANDS = [
  ['general', '/'],
  ['insurer pzu', '/b/pzu/'],
  ['assistance mondial', '/b/mondial/'],
  ['broker rankomat', '/b/rankomat/'],
  ['welbi', '/b/welbi/'],
] as const;
const PUBLIC = ['contact', 'regulation', 'privacy-policy', 'sms-login', 'registration'];
/** What a test is evidence of in the conformance report (docs/accessibility/): axe, and reflow where it checks it. */
const evidence = (reflow: boolean) =>
  reflow ? ['@axe', '@wcag-1.4.10', '@wcag-1.4.4', '@wcag-1.3.4'] : ['@axe'];

async function expectNoViolations(page: Page, label: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Wczytywanie strony…')).toHaveCount(0);
  const { violations } = await analyzeWithFrames(page);
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `${label}: axe violations`).toEqual([]);
}

/** Screenshots at 320 px and at 200 % zoom, with no horizontal scrolling in either. */
async function expectReflow(page: Page, label: string, info: TestInfo): Promise<void> {
  for (const [name, size, scale] of [
    ['320px', { width: 320, height: 640 }, 1],
    ['zoom200', { width: 640, height: 400 }, 2],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(100);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    // Written into the test's output folder (test-results/…), which stays after a passing run too.
    const path = info.outputPath(`${label.replace(/[^\p{L}\p{N}]+/gu, '-')}-${name}.png`);
    await page.screenshot({ path, fullPage: true });
    await info.attach(`${label} ${name}${scale === 2 ? ' (640 CSS px)' : ''}`, {
      path,
      contentType: 'image/png',
    });
    expect(overflow, `${label} at ${name}: horizontal scrolling`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/**
 * /make-appointment ends where the brand sends a patient: the search where the brand books, else a
 * sign-out at the IdP (spec §6). That sign-out comes after the page has loaded (`networkidle` does
 * not wait for it): axe started on the page the navigation then replaced ("Execution context was
 * destroyed" under load), so the scan waits for the end.
 */
async function madeAppointmentPageSettled(page: Page, kind: string): Promise<void> {
  const type = kind.split(' ').at(-1) ?? kind;
  const end = canMakeAppointment({ type, roles: ['PATIENT'] })
    ? page.getByRole('heading', { name: 'Umów wizytę' })
    : page.getByLabel('Nazwa użytkownika');
  await expect(end.first()).toBeVisible({ timeout: 15_000 });
}

/** The id of the first visit on the visits list the signed-in user sees. */
async function firstVisitId(page: Page): Promise<string> {
  const link = page.locator('a[href*="/visit/"]').first();
  await expect(link).toBeVisible();
  return /\/visit\/([^/?#]+)/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? 'x';
}

for (const [kind, base] of BRANDS) {
  test(`${kind}: public pages`, { tag: evidence(base === '/') }, async ({ page }, info) => {
    for (const route of PUBLIC) {
      await page.goto(`${PORTAL}${base}${route}`);
      if (page.url().includes('/auth/')) continue; // not public for this brand (e.g. registration)
      await expectNoViolations(page, `${base}${route}`);
      if (base === '/') await expectReflow(page, `${base}${route}`, info);
    }
  });

  const reflows = base === '/' || base === '/b/pzu/';
  test(`${kind}: signed-in pages as patient`, { tag: evidence(reflows) }, async ({ page }, info) => {
    await signInPortal(page, 'pacjent', base);
    const visit = await firstVisitId(page);
    for (const route of [
      '',
      `visit/${visit}`,
      `chat/${visit}`,
      'profile',
      'notifications',
      'make-appointment',
    ]) {
      await page.goto(`${PORTAL}${base}${route}`);
      if (route === 'make-appointment') await madeAppointmentPageSettled(page, kind);
      await expectNoViolations(page, `patient ${base}${route} → ${new URL(page.url()).pathname}`);
      if (reflows) await expectReflow(page, `patient ${base}${route}`, info);
    }
  });
}

test('doctor pages (general and pzu)', { tag: evidence(true) }, async ({ page }, info) => {
  await signInPortal(page, 'lekarz', '/');
  const visit = await firstVisitId(page);
  for (const base of ['/', '/b/pzu/']) {
    for (const route of ['', `visit/${visit}`, `chat/${visit}`]) {
      await page.goto(`${PORTAL}${base}${route}`);
      await expectNoViolations(page, `doctor ${base}${route}`);
      if (base === '/') await expectReflow(page, `doctor ${base}${route}`, info);
    }
  }
});

test(
  'widget search step on the partner page: no violations, visible keyboard focus, reflow',
  {
    tag: [...evidence(true), '@wcag-2.4.7'],
  },
  async ({ page }, info) => {
    await page.goto(`${PARTNER}/partner-site/`);
    // The flow runs in the provider's frame inside <wizyta-booking> (axe analyses the frame too).
    const widget = flow(page);
    const city = widget.getByRole('combobox', { name: 'Miasto' });
    await expect(city.locator('option', { hasText: 'Kraków' })).toHaveCount(1);
    await expectNoViolations(page, 'widget search step');
    // Keyboard only: Tab reaches the town field in the frame, its focus ring is visible, arrows choose a town.
    let focused = await focusedElement(page);
    for (let i = 0; i < 15 && !(focused.tag === 'select' && focused.name.startsWith('Miasto')); i += 1) {
      await page.keyboard.press('Tab');
      focused = await focusedElement(page);
    }
    expect(focused.tag).toBe('select');
    expect(focused.ringVisible).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(city.locator('option:checked')).toHaveText('Kraków');
    await expectNoViolations(page, 'widget search step with a town');
    await expectReflow(page, 'partner page with the widget', info);
  },
);
