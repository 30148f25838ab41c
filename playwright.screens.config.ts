import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './playwright.config';
import { locate } from './scripts/browsers.mjs';
import { CLOCK_AT } from './scripts/docsScreens';

/**
 * `npm run docs:screens`: the pictures of docs/screens/ (scripts/docsScreens.ts lists them), taken
 * by scripts/docsScreens.spec.ts in the system Chromium, against the sample backend as `npm start`
 * runs it — a fresh one, so the seeded data is as it is after a start — at the fixed instant
 * CLOCK_AT: turned here, once, into the offset the backend and every browser context share
 * (e2e/test.ts). The workers load this file again and inherit the runner's offset.
 */
if (process.env.DOCS_SCREENS_CLOCK !== CLOCK_AT || !process.env.CLOCK_OFFSET_MS) {
  process.env.DOCS_SCREENS_CLOCK = CLOCK_AT;
  process.env.CLOCK_OFFSET_MS = String(Date.parse(CLOCK_AT) - Date.now());
}
const clockOffsetMs: string = process.env.CLOCK_OFFSET_MS;

export default defineConfig({
  testDir: 'scripts',
  testMatch: 'docsScreens.spec.ts',
  // One journey after another: what each books is the next one's starting point.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  outputDir: 'test-results/screens',
  webServer: {
    command: 'node scripts/start.mjs',
    url: 'http://localhost:8080/config.json',
    // DELAY_MS=0: nothing waits for the sample's made-up latency; RATE_LIMITS=relaxed: the SMS
    // sign-ins of one run come from one address.
    env: { DELAY_MS: '0', RATE_LIMITS: 'relaxed', CLOCK_OFFSET_MS: clockOffsetMs },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  use: {
    browserName: 'chromium',
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    colorScheme: 'light',
    trace: 'off',
    launchOptions: { executablePath: locate(['chromium']).found.chromium, args: CHROMIUM_ARGS },
  },
});
