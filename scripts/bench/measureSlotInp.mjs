// INP of the slot selection on the portal's search form (`/make-appointment`, signed in) under
// 4× CPU throttling (Lighthouse's mobile factor). Lighthouse's navigation runs have no interaction,
// so they report no INP: here a real key press (ArrowDown on the focused hour list, which picks the
// next free time as a patient's keyboard or a phone's picker does) is timed by the browser's own
// Event Timing API, as web-vitals computes INP: the longest interaction of the page.
import { chromium } from 'playwright-core';
import { median } from './median.mjs';
import { signInAtIdp } from './signInAtIdp.mjs';

const PORTAL = 'http://localhost:8080';

/** Tomorrow in Warsaw as `YYYY-MM-DD` (the form's day field). */
function tomorrowInWarsaw() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(Date.now() + 86_400_000);
}

// Runs in the page before its scripts: keeps the longest duration of each interaction.
function observeInteractions() {
  const durations = new Map();
  globalThis.__wizytaInteractions = durations;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      durations.set(entry.interactionId, Math.max(durations.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function signIn(page) {
  await page.goto(`${PORTAL}/make-appointment`);
  await signInAtIdp(page);
  await page.getByLabel('Miasto', { exact: true }).waitFor({ timeout: 30_000 });
}

/** One run: a fresh load of the form, filled up to the hour list, then one timed key press. */
async function oneRun(page, cdp) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // A fresh form each run (no order draft), and no forced logout for the last unload (spec §4):
  // the portal signs in again silently (check-sso), as in the Lighthouse runs.
  await page.goto(`${PORTAL}/config.json`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(`${PORTAL}/make-appointment`);
  await page.getByLabel('Miasto', { exact: true }).selectOption({ label: 'Warszawa' });
  await page.getByLabel('Rozmowa telefoniczna').check();
  const specialization = page.getByLabel('Specjalizacja lekarza');
  await specialization.locator('option').nth(1).waitFor({ state: 'attached', timeout: 30_000 });
  await specialization.selectOption({ index: 1 });
  await page.getByLabel('Dzień wizyty').fill(tomorrowInWarsaw());
  const hour = page.getByLabel('Godzina', { exact: true });
  await hour.locator('option').nth(2).waitFor({ state: 'attached', timeout: 30_000 });
  await hour.focus();
  // Only the interaction is throttled; what led to it is not the point.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => globalThis.__wizytaInteractions.clear());
  const before = await hour.inputValue();
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction((value) => document.activeElement?.value !== value, before, { timeout: 30_000 });
  // Event Timing entries arrive after the next frame is painted.
  await page.waitForTimeout(1_000);
  const durations = await page.evaluate(() => [...globalThis.__wizytaInteractions.values()]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Below the API's 16 ms threshold the browser reports nothing: the interaction took < 16 ms.
  return durations.length > 0 ? Math.max(...durations) : 16;
}

/**
 * Median INP (ms) of `runs` slot selections, or `{ note }` when it could not be measured (the
 * bench still prints its other rows).
 */
export async function measureSlotInp({ chromiumPath, args, runs = 3 }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true });
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await signIn(page);
    const values = [];
    for (let i = 0; i < runs; i += 1) values.push(await oneRun(page, cdp));
    values.sort((a, b) => a - b);
    return { inpMs: median(values), values };
  } catch (error) {
    return { note: `not measured: ${String(error?.message ?? error).split('\n')[0]}` };
  } finally {
    await browser.close();
  }
}
