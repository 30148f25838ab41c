import { defineProject } from 'vitest/config';

// The repository's own checks (scripts/*.mjs) and the tests that prove them.
export default defineProject({
  test: {
    name: 'scripts',
    include: ['*.test.ts', 'a11y/*.test.ts'],
    environment: 'node',
  },
});
