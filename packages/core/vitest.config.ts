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
    // A group of its own (groupOrder 1): a worker runs only this project's files, so it keeps
    // the module graph and jsdom instead of switching to another project's after each file.
    sequence: { groupOrder: 1 },
  },
});
