import { defineConfig, type PlaywrightTestProject } from '@playwright/test';
import { locate } from './scripts/browsers.mjs';

/**
 * Playwright drives a system Chromium: browser downloads are not reachable on our machines.
 * Order of preference: $CHROMIUM_PATH, `chromium` on PATH (Debian's), then Playwright's own browser
 * (scripts/browsers.mjs, which `npm test` runs first to install what is missing).
 */
export const executablePath = locate(['chromium']).found.chromium;
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

/**
 * The journeys that run in Firefox as well (`npm run test:browsers`): the portal's sign-in, visits
 * and bookings; the widget on the cross-site partner page (SMS booking paid online and back, popup
 * mode, Wizyta('open'), SSO popup, Ukrainian); the spy on the partner page; axe on every step; the
 * WCAG 2.2 checks axe cannot make (focus not obscured, reflow at 400 % zoom, text spacing,
 * accessible authentication, redundant entry), where the engine's layout, scrollbars and focus decide.
 * The same spec files as in Chromium, run by the same Playwright over WebDriver BiDi.
 */
const JOURNEYS = [
  'portal-order.spec.ts',
  'portal-visits.spec.ts',
  'widget-booking.spec.ts',
  'widget-modes.spec.ts',
  'widget-sso.spec.ts',
  'widget-ukrainian.spec.ts',
  'widget-isolation.spec.ts',
  'quality-a11y-widget.spec.ts',
  'quality-a11y-wcag22.spec.ts',
];
/**
 * The share of {@link JOURNEYS} that `npm test` runs in Firefox, within its time budget (README
 * "Tests", "Engines"): the portal's sign-in at the IdP and a booking paid online and back; the
 * widget's inline SMS booking paid online and back on the partner page, with the spy; and the
 * proof that the engine runs with its own privacy defaults. One test per filter: a run that
 * selects fewer than there are filters fails (e2e/engines/quickShareMinimum.ts).
 */
const QUICK_JOURNEYS = [
  /books a CALL visit, pays online/,
  /inline on the partner page: SMS sign-in, PESEL/,
  /the engine's own privacy/,
];
/**
 * The tests of {@link JOURNEYS} that wait for a download: Firefox ESR 153 reports none to
 * Playwright over BiDi (`page.waitForEvent('download')` ran out of its 60 s where Chromium's took
 * a second), so in Firefox they would test the driver. The visit page itself is in the journeys.
 */
const NO_DOWNLOADS_OVER_BIDI = [/uploads a PDF with progress/, /lekarz answers the question and generates/];

/**
 * Firefox ESR (Debian's firefox-esr) driven by Playwright over WebDriver BiDi (channel moz-firefox):
 * Playwright launches e2e/engines/firefoxBidi.mjs, which starts Firefox and routes input into the
 * frame it is meant for (see that file). Firefox's defaults stay: Total Cookie Protection
 * partitions the flow frame's storage and blocks its third-party cookies.
 */
function firefoxProject(quick: boolean): PlaywrightTestProject {
  return {
    name: 'firefox',
    testMatch: JOURNEYS,
    ...(quick
      ? { grep: QUICK_JOURNEYS, metadata: { minimumTests: QUICK_JOURNEYS.length } }
      : { grepInvert: NO_DOWNLOADS_OVER_BIDI }),
    use: {
      // Over BiDi, Playwright's trace takes a screenshot of the page at every action: a boundingBox
      // of an element in the flow frame took 1.1–1.3 s with it and 0.35–0.4 s without (Chromium:
      // 0.06 s), so a local run with the trace timed out where CI (no trace) does not.
      trace: 'off',
      browserName: 'firefox',
      channel: 'moz-firefox',
      launchOptions: {
        executablePath: new URL('./e2e/engines/firefoxBidi.mjs', import.meta.url).pathname,
        env: { ...process.env, WIZYTA_FIREFOX: locate(['firefox']).found['firefox-esr'] ?? 'firefox-esr' },
        // ARIA element reflection off: Firefox ESR 153 crashed a content process (signal 11, and
        // Firefox shut down) when an element's `ariaLabelledByElements` was read from two worlds of
        // one document — Playwright's own (its accessible names for getByRole/getByLabel) and the
        // page's, where axe reads every reflected idrefs property. Without the properties both read
        // the aria-* attributes, which is all the product sets; no privacy setting changes
        // (README "Tests", "Engines").
        // The clipboard written from a test (e2e/quality-a11y-wcag22.spec.ts pastes the SMS code and
        // the password with Ctrl+V): Firefox has no clipboard permission to grant, and asks for a
        // user's gesture that a script run by the driver does not carry.
        firefoxUserPrefs: {
          'accessibility.ARIAElementReflection.enabled': false,
          'dom.events.testing.asyncClipboard': true,
        },
      },
    },
  };
}

/**
 * WebKit (WebKitGTK's MiniBrowser over WebKitWebDriver, e2e/engines/webkitDriver.ts): its WebDriver
 * has no BiDi, so Playwright cannot drive it; the journeys of {@link JOURNEYS} are written once more
 * over selenium-webdriver in e2e/webkit/, with the suite's texts, phones, search day and steps
 * (e2e/engines/webkitSteps.ts), and run by this same runner and web server.
 */
function webkitProject(quick: boolean): PlaywrightTestProject {
  return {
    name: 'webkit',
    testMatch: 'webkit/*.spec.ts',
    // Every query and action is a WebDriver round trip over HTTP (several for a step in the frame):
    // a journey took 40–60 s at a load average of 15–24, where its Chromium twin takes 15–25 s.
    timeout: 120_000,
    ...(quick
      ? { grep: WEBKIT_QUICK_JOURNEYS, metadata: { minimumTests: WEBKIT_QUICK_JOURNEYS.length } }
      : {}),
  };
}

/**
 * The share of the WebKit journeys that `npm test` runs (README "Tests", "Engines"): the widget's
 * inline SMS booking paid online and back with the spy, the step brought into view (the bug WebKit
 * found), the portal's sign-in and booking paid online and back.
 */
const WEBKIT_QUICK_JOURNEYS = [
  /the engine's own privacy/,
  /inline: SMS sign-in, online payment and back/,
  /a step change brings the new step into view/,
  /books a CALL visit, pays online/,
];

/**
 * The engines of this run, from E2E_ENGINES (default: chromium): `chromium` runs every spec but
 * WebKit's, `firefox` and `webkit` the journeys, `firefox-quick` and `webkit-quick` their quick
 * share (what `npm test` adds).
 */
function projects(): PlaywrightTestProject[] {
  const engines = (process.env.E2E_ENGINES ?? 'chromium').split(',').map((name) => name.trim());
  const known: Record<string, () => PlaywrightTestProject> = {
    chromium: () => ({
      name: 'chromium',
      testIgnore: 'webkit/**',
      use: { browserName: 'chromium', launchOptions: { executablePath, args: CHROMIUM_ARGS } },
    }),
    firefox: () => firefoxProject(false),
    'firefox-quick': () => firefoxProject(true),
    webkit: () => webkitProject(false),
    'webkit-quick': () => webkitProject(true),
  };
  return engines.map((engine) => {
    const project = known[engine];
    if (!project)
      throw new Error(`E2E_ENGINES: unknown engine "${engine}" (${Object.keys(known).join(', ')})`);
    return project();
  });
}

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
  // A quick share whose title filters select fewer than its `metadata.minimumTests` (one test per
  // filter) fails the run (e2e/engines/quickShareMinimum.ts).
  reporter: [['list'], ['./e2e/engines/quickShareMinimum.ts']],
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
  projects: projects(),
  use: {
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    // A trace costs about a quarter of the suite's time (0.77× without it, measured on
    // portal-brands.spec.ts), and CI keeps no files: CI prints the error, its call log and the
    // page's snapshot instead; locally, a failed test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
});
