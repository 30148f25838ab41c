import { test as base } from '@playwright/test';

/**
 * How far the suite's "now" runs ahead of the system time (`CLOCK_OFFSET_MS`, which
 * playwright.config.ts derives from `CLOCK_AT`): 0 in an ordinary run. The sample backend's booking
 * clock gets the same offset (the Playwright web server's environment, and `startOwnBackend`), and
 * so does every browser context (below), so the suite can run as if it were 21:50 or 23:59 in Warsaw.
 */
export const CLOCK_OFFSET_MS = Number(process.env.CLOCK_OFFSET_MS ?? 0);

/**
 * The suite's "now": the instant the backend and the browsers take for the present. Test code
 * that computes a day or a deadline the product will compare (a search day, a booking's
 * `dateTimeTo`) reads it instead of `Date.now()`.
 */
export function testNow(): Date {
  return new Date(Date.now() + CLOCK_OFFSET_MS);
}

/**
 * Playwright's `test` with the browser's clock set to {@link testNow} in every context when the suite
 * runs at another hour (every page, frame and popup of the context: Playwright's clock is the
 * context's). Time then runs on as usual. In an ordinary run the browser keeps the system time and
 * its own timers: nothing is installed. Specs import `test` from here (or from `./faults`).
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    if (CLOCK_OFFSET_MS !== 0) await context.clock.install({ time: testNow() });
    await use(context);
  },
});

export { expect } from '@playwright/test';
