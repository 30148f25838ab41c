import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Playwright drives a system Chromium: browser downloads are not reachable on our machines.
 * Order of preference: $CHROMIUM_PATH, /usr/bin/chromium, then Playwright's own browser.
 */
function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined; // Playwright's own browser, if one was installed with `npx playwright install`.
}

const executablePath = chromiumPath();
if (!executablePath) {
  console.warn(
    'No system Chromium found (set CHROMIUM_PATH or run `apt-get install -y chromium`); ' +
      "falling back to Playwright's own browser, which must have been installed with `npx playwright install chromium`.",
  );
}

/**
 * The suite at another hour (`CLOCK_AT=2026-11-28T21:50:00+01:00`, see scripts/e2e-hours.mjs): turned
 * once, here in the runner, into the offset from the system time that the workers inherit
 * (`CLOCK_OFFSET_MS`, read by e2e/test.ts) and the web server gets, so the backend's booking clock
 * and every browser's clock agree to the millisecond.
 */
if (process.env.CLOCK_AT && !process.env.CLOCK_OFFSET_MS) {
  const at = Date.parse(process.env.CLOCK_AT);
  if (Number.isNaN(at)) throw new Error(`CLOCK_AT is not a date: ${process.env.CLOCK_AT}`);
  process.env.CLOCK_OFFSET_MS = String(at - Date.now());
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two workers, one per core of the CI machine: 0.56× the one-worker time (more are not proven).
  // The specs share one backend, and what a test does to it is its own — its fault rules and call
  // counts (e2e/faults.ts), its slots (searchDayInWarsaw), its SMS codes, its patients' data — so
  // two run side by side. Each failure two workers showed was a race that one worker only made
  // rarer (README "Tests", "Workers").
  workers: 2,
  // No retries, on CI either: a test that fails once is a bug to find, not a hiccup to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  // The sample backend on :8080 (the built portal, API, IdP, dist/widget under /widget/) and :8081
  // (examples/); `npm start`'s script builds the widget and the portal first when their sources
  // changed (in `npm test` the build step before Playwright already did it).
  webServer: {
    command: 'node scripts/start.mjs',
    url: 'http://localhost:8080/config.json',
    // FAULTS=on: fault mode with no standing rule; e2e/quality-resilience.spec.ts adds rules via /__faults.
    // RATE_LIMITS=relaxed: the suite signs in by SMS from one address hundreds of times, as the same
    // seeded phones; the limits themselves are proven on backends of their own
    // (e2e/quality-security-hardening.spec.ts, the sample backend's abuse/ unit tests).
    env: {
      DELAY_MS: '0',
      FAULTS: 'on',
      RATE_LIMITS: 'relaxed',
      CLOCK_OFFSET_MS: process.env.CLOCK_OFFSET_MS ?? '0',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  use: {
    browserName: 'chromium',
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    // A trace costs about a quarter of the suite's time (0.77× without it, measured on
    // portal-brands.spec.ts), and CI keeps no files: CI prints the error, its call log and the
    // page's snapshot instead; locally, a failed test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
});
