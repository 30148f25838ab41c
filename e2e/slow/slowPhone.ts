import { type CDPSession, expect, type Frame, type Locator, type Page } from '@playwright/test';
import { SLOW_TOKEN_LIFETIME_S } from '../../playwright.slow.config';
import { PERSONAL_DATA } from '../widget-bookingSteps';

/** How much slower than this machine the phone's CPU runs (Chromium's CPU throttling). */
export const CPU_SLOWDOWN = 4;

/**
 * Throttles the CPU of `page` and of every frame of its own process (the partner page's flow frame
 * is cross-site: Chromium runs it in a process of its own, with a CDP session of its own), now and
 * for frames that come later. Same-process frames share the page's main thread, and its rate.
 */
export async function throttleCpu(page: Page, rate = CPU_SLOWDOWN): Promise<void> {
  const context = page.context();
  const throttle = async (session: CDPSession) => {
    await session.send('Emulation.setCPUThrottlingRate', { rate });
  };
  await throttle(await context.newCDPSession(page));
  const throttled = new WeakSet<Frame>();
  const frame = async (target: Frame) => {
    if (target === page.mainFrame() || throttled.has(target)) return;
    // Only a frame of another process has a session of its own (Playwright refuses the others,
    // which run on the page's main thread, at its rate); a frame asked before it has moved to its
    // own process is asked again when it navigates.
    const session = await context.newCDPSession(target).catch(() => null);
    if (!session) return;
    throttled.add(target);
    await throttle(session);
  };
  page.on('frameattached', (target) => void frame(target));
  page.on('framenavigated', (target) => void frame(target));
  for (const target of page.frames()) await frame(target);
}

/** A person's pace on a phone keyboard: about five keys a second. */
const KEY_DELAY_MS = 200;

/**
 * The token refreshes `page` (and its frames) asked for from now on: the API's `token/refresh` (an
 * SMS session, the widget's) or the IdP's token endpoint with a refresh grant (keycloak-js).
 */
export function countRefreshes(page: Page): string[] {
  const refreshes: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.endsWith('/token/refresh') || request.postData()?.includes('grant_type=refresh_token'))
      refreshes.push(url);
  });
  return refreshes;
}

/**
 * Types the personal fields anew, key by key at a person's pace (longer than the 10 s token
 * lives): every value must be there when the patient is done. The PESEL the profile gave stays
 * (another would not match the profile's date of birth).
 */
export async function typePersonalData(scope: Locator | Page): Promise<void> {
  const started = Date.now();
  const typed = Object.entries(PERSONAL_DATA).filter(([label]) => label !== 'PESEL');
  for (const [label, value] of typed) {
    const field = scope.getByLabel(label, { exact: true });
    await field.clear();
    await field.pressSequentially(value, { delay: KEY_DELAY_MS });
  }
  for (const [label, value] of typed)
    await expect(scope.getByLabel(label, { exact: true })).toHaveValue(value);
  // The token the patient signed in with ran out while they typed.
  expect(Date.now() - started).toBeGreaterThan(SLOW_TOKEN_LIFETIME_S * 1000);
}
