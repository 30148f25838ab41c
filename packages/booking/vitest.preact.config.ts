import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineProject } from 'vitest/config';

const modules = new URL('../../node_modules/', import.meta.url);
const resolve = (path: string) => fileURLToPath(new URL(path, modules));
const compat = resolve('preact/compat/dist/compat.mjs');

// The same test files as vitest.config.ts, with React swapped for preact/compat the way the
// widget's rollup build swaps it.

/**
 * The tests run the sample backend in process under jsdom, where vite treats modules as browser
 * code and rewrites `new URL('…', import.meta.url)` into asset URLs. The backend needs its file
 * URLs: in its sources only, the pattern is written so the asset plugin does not match it.
 */
const keepBackendFileUrls: Plugin = {
  name: 'wizyta:keep-backend-file-urls',
  enforce: 'pre',
  transform(code, id) {
    if (!id.includes('/packages/sample-backend/src/') || !code.includes('import.meta.url')) return null;
    return { code: code.replace(/\bnew\s+URL\s*\(/g, 'new globalThis.URL('), map: null };
  },
};

export default defineProject({
  plugins: [keepBackendFileUrls],
  test: {
    name: 'booking-preact',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setupTests.ts'],
    testTimeout: 20_000,
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
