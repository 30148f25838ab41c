import { defineConfig } from 'vitest/config';

// Each workspace package with a vitest.config.ts is one project; `npm run test:unit` runs them all.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/booking/vitest.preact.config.ts',
      'packages/portal/vitest.mocks.config.ts',
      'scripts/vitest.config.ts',
      'deploy/vitest.config.ts',
    ],
  },
});
