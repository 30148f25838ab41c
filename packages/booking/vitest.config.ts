import type { Plugin } from 'vite';
import { defineProject } from 'vitest/config';

// The booking screens under React 19 (as the portal runs them). vitest.preact.config.ts runs the
// same test files under preact/compat (as the widget runs them).
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
    name: 'booking-react',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setupTests.ts'],
    testTimeout: 20_000,
  },
});
