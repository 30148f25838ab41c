import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sample-backend',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
