import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sample-backend',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Every test builds its own backend (createBackend): nothing lives at module level between
    // files, so one worker imports oidc-provider, hono and jose once instead of once per file.
    isolate: false,
    // A group of its own (groupOrder 2): a worker runs only this project's files, so it keeps
    // the module graph and jsdom instead of switching to another project's after each file.
    sequence: { groupOrder: 2 },
  },
});
