import { defineConfig, devices } from '@playwright/test';
import base, { CHROMIUM_ARGS } from './playwright.config';
import { locate } from './scripts/browsers.mjs';

/** The API's answer time on the slow phone's backend (ms), about a second as on a poor network. */
export const SLOW_DELAY_MS = 1000;
/** The access token's life there (s): it runs out, and is refreshed, while the patient types. */
export const SLOW_TOKEN_LIFETIME_S = 10;

/**
 * The slow phone (`npm run test:slow`; the tests tagged `@quick` run in `npm test`, SLOW_SHARE=quick):
 * the booking journeys on a phone profile with 4× CPU throttling in the page and in every frame
 * (e2e/slow/slowPhone.ts), a backend of its own that answers in about a second and whose tokens
 * last {@link SLOW_TOKEN_LIFETIME_S} s, and typing at a person's pace. The product's races surface
 * here by design, not by accident. Its own servers on :8080/:8081, so it runs after the main suite
 * (never reusing a server: one started without DELAY_MS would make it a fast run). Chromium only:
 * the throttling is Chromium's CDP.
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/slow',
  testMatch: '*.slow.ts',
  workers: 1,
  timeout: 180_000,
  // Each screen waits for one to three answers of a second each on a CPU four times slower: a
  // person on that phone waits as long. The desktop suite's 5 s is for instant answers.
  expect: { timeout: 15_000 },
  ...(process.env.SLOW_SHARE === 'quick' ? { grep: /@quick/ } : {}),
  projects: [
    {
      name: 'slow-phone',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        launchOptions: { executablePath: locate(['chromium']).found.chromium, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: 'http://localhost:8080/config.json',
    env: {
      DELAY_MS: String(SLOW_DELAY_MS),
      TOKEN_LIFETIME_S: String(SLOW_TOKEN_LIFETIME_S),
      FAULTS: 'on',
      RATE_LIMITS: 'relaxed',
      CLOCK_OFFSET_MS: process.env.CLOCK_OFFSET_MS ?? '0',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
