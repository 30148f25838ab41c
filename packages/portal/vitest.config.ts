import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineProject } from 'vitest/config';

/**
 * Tests run the sample backend in process. In jsdom's (web) transform mode vite rewrites
 * `new URL('…', import.meta.url)` into a page-relative asset URL, which breaks the backend's own
 * file lookups; reading `import.meta.url` through a variable in the backend's sources keeps them
 * file URLs.
 */
function keepBackendFileUrls(): Plugin {
  return {
    name: 'wizyta-keep-backend-file-urls',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/packages/sample-backend/src/') || !code.includes('import.meta.url')) return null;
      const code2 = code.replaceAll('import.meta.url', '__wizytaModuleUrl');
      return { code: `const __wizytaModuleUrl = import.meta.url;\n${code2}`, map: null };
    },
  };
}

export default defineProject({
  plugins: [react(), keepBackendFileUrls()],
  test: {
    name: 'portal',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setupTests.ts'],
  },
});
