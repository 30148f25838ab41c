import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure functions and machines: a file leaves nothing behind that the next one could see (tests
    // that fake timers or stub a global restore them), so one worker runs them all in one module
    // graph instead of re-importing core's barrels for each of 130 files.
    isolate: false,
  },
});
