import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sample-backend',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Every test builds its own backend (createBackend): nothing lives at module level between
    // files, so one worker imports oidc-provider, hono and jose once instead of once per file.
    isolate: false,
  },
});
