import { defineConfig } from '@playwright/test';
import { SMS_OUTBOX } from './e2e/deploy/smsOutbox';
import base from './playwright.config';

// deploy:local has no fixed SMS code: it also writes what it texts to SMS_OUTBOX, which the journeys
// read (only lines written after a send count, so an earlier run's lines do no harm).

/**
 * The deployment as production runs it: `npm run deploy:local` (nginx with the generated config on
 * :8480, the sample backend behind it, the partner examples on :8481), the journeys through it and
 * the header comparison with the sample backend. `npm run test:deploy`, after `npm run build`; npm
 * test runs it after the main suite (its own servers, so not in the main config). Needs nginx.
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/deploy',
  testMatch: '*.deploy.ts',
  workers: 1,
  webServer: {
    // `npm run deploy:local` without npm and tsx's wrapper in between: the signal below reaches the
    // process that stops nginx and removes its folder, before Playwright kills what is left.
    command: 'node --import tsx deploy/src/deployLocal.ts',
    url: 'http://localhost:8480/config.json',
    // The suite's hour (CLOCK_AT, turned into CLOCK_OFFSET_MS by playwright.config.ts) for the backend too.
    env: {
      DELAY_MS: '0',
      RATE_LIMITS: 'relaxed',
      CLOCK_OFFSET_MS: process.env.CLOCK_OFFSET_MS ?? '0',
      SMS_OUTBOX,
    },
    reuseExistingServer: !process.env.CI,
    // deploy:local stops nginx and the sample backend itself and removes its folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
