import { keepBackendFileUrls } from '@wizyta/testkit/vite';
import { defineProject } from 'vitest/config';

// The booking screens under React 19 (as the portal runs them). vitest.preact.config.ts runs the
// same test files under preact/compat (as the widget runs them).
export default defineProject({
  plugins: [keepBackendFileUrls()],
  test: {
    name: 'booking-react',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setupTests.ts'],
    testTimeout: 20_000,
    // One jsdom and one module graph (the sample backend's included) per worker instead of per
    // file: creating jsdom and importing the backend was most of each file's time. Each test still
    // gets a fresh backend, and setupTests unmounts and clears the storages after every test.
    isolate: false,
    // A group of its own (groupOrder 3): a worker runs only this project's files, so it keeps
    // the module graph and jsdom instead of switching to another project's after each file.
    sequence: { groupOrder: 3 },
  },
});
