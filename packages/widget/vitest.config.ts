import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { keepBackendFileUrls } from '@wizyta/testkit/vite';
import { defineProject } from 'vitest/config';

const modules = new URL('../../node_modules/', import.meta.url);
const preactCompat = fileURLToPath(new URL('preact/compat/dist/compat.mjs', modules));
const preactClient = fileURLToPath(new URL('preact/compat/client.mjs', modules));
const preactJsx = fileURLToPath(new URL('preact/jsx-runtime/dist/jsxRuntime.mjs', modules));

// The element runs on preact/compat in the bundle; the unit tests run it the same way.
const { version } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

export default defineProject({
  plugins: [keepBackendFileUrls()],
  // As rollup writes it into the bundle (src/partner/delivery/widgetVersion.ts).
  define: { __WIZYTA_VERSION__: JSON.stringify(version) },
  test: {
    name: 'widget',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setupTests.ts'],
    testTimeout: 20_000,
    // Each file gets a fresh worker (isolated, the default): a worker thread costs less to start
    // than a child process (the default pool, forks) — the project's 147 tests took 0.8× the CPU
    // time in threads (48 and 51 s against 60 and 61 s, alternating with forks at load 5–10).
    pool: 'threads',
    // Inlined so the react → preact/compat aliases apply inside r2wc too.
    server: { deps: { inline: [/@r2wc\//] } },
  },
  resolve: {
    alias: [
      { find: /^react\/jsx(-dev)?-runtime$/, replacement: preactJsx },
      { find: /^react-dom\/client$/, replacement: preactClient },
      { find: /^react-dom$/, replacement: preactCompat },
      { find: /^react$/, replacement: preactCompat },
    ],
  },
});
