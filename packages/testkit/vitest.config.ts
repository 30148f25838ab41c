import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'testkit',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The first test loads the backend's module graph and makes the shared realm key.
    testTimeout: 20_000,
  },
});
