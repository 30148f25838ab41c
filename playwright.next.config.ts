import { defineConfig } from '@playwright/test';
import base, { CHROMIUM_ARGS } from './playwright.config';
import { locate } from './scripts/browsers.mjs';

/** The Next.js example's origin: cross-site to the provider (localhost:8080), as a partner's is. */
export const NEXT_APP = 'http://127.0.0.1:3300';

/**
 * The Next.js example (examples/next-app, a workspace: `next start` of its build) against the sample
 * backend, which trusts its origin. `npm run test:next` (the last step of `npm test`) builds the
 * example and runs this, in Chromium only: the example tests the partner's framework, not the engine.
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/next-app',
  testMatch: '*.next.ts',
  workers: 1,
  timeout: 120_000,
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: locate(['chromium']).found.chromium, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [
    {
      ...(Array.isArray(base.webServer) ? base.webServer[0] : base.webServer),
      command: 'node scripts/start.mjs',
      env: {
        DELAY_MS: '0',
        RATE_LIMITS: 'relaxed',
        TRUSTED_ORIGINS: NEXT_APP,
        CLOCK_OFFSET_MS: process.env.CLOCK_OFFSET_MS ?? '0',
      },
    },
    {
      command: 'npm run start',
      cwd: 'examples/next-app',
      url: `${NEXT_APP}/o-nas`,
      env: { NEXT_TELEMETRY_DISABLED: '1' },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
