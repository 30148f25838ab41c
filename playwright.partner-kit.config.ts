import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The partner kit's checks: they start the sample backend themselves, exactly as
 * `docs/partner-quick-start.md` says (`npm start` on :8080, a page on :3000) or on other ports, so
 * they cannot share a run with the main suite's webServer. `npm run test:partner-kit`, after `npm
 * run build`; `npm test` runs it last.
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/partner-kit',
  testMatch: '*.kit.ts',
  webServer: undefined,
  workers: 1,
  retries: 0,
  timeout: 180_000,
});
