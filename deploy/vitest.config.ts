import { defineProject } from 'vitest/config';

// The deployment generator's tests: the generated files against the committed ones, and the
// nginx they configure against the sample backend, header by header.
export default defineProject({
  test: {
    name: 'deploy',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
