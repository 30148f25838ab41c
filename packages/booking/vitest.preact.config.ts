import { fileURLToPath } from 'node:url';
import { keepBackendFileUrls } from '@wizyta/testkit/vite';
import { defineProject } from 'vitest/config';

const modules = new URL('../../node_modules/', import.meta.url);
const resolve = (path: string) => fileURLToPath(new URL(path, modules));
const compat = resolve('preact/compat/dist/compat.mjs');

// The same test files as vitest.config.ts, with React swapped for preact/compat the way the
// widget's rollup build swaps it.

export default defineProject({
  plugins: [keepBackendFileUrls()],
  test: {
    name: 'booking-preact',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setupTests.ts'],
    testTimeout: 20_000,
    // One jsdom and one module graph (the sample backend's included) per worker instead of per
    // file: creating jsdom and importing the backend was most of each file's time. Each test still
    // gets a fresh backend, and setupTests unmounts and clears the storages after every test.
    isolate: false,
    // A group of its own (groupOrder 4): a worker runs only this project's files, so it keeps
    // the module graph and jsdom instead of switching to another project's after each file.
    sequence: { groupOrder: 4 },
  },
  resolve: {
    alias: [
      { find: /^react\/jsx(-dev)?-runtime$/, replacement: resolve('preact/compat/jsx-runtime.mjs') },
      { find: /^react-dom\/test-utils$/, replacement: resolve('preact/test-utils/dist/testUtils.mjs') },
      { find: /^react-dom\/client$/, replacement: resolve('preact/compat/client.mjs') },
      { find: /^react-dom$/, replacement: compat },
      { find: /^react$/, replacement: compat },
      {
        find: /^@testing-library\/react$/,
        replacement: resolve('@testing-library/preact/dist/esm/index.mjs'),
      },
    ],
  },
});
