import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { portalFilesPlugin } from './build/portalFilesPlugin';
import { precompiledMessagesPlugin } from './build/precompiledMessagesPlugin';

// The sample backend (`npm start`, or `ISSUER_ORIGIN=http://localhost:5173 npm start` for the dev
// server): config.json, the API, the dev IdP and the payment simulator all live there.
const BACKEND = process.env.WIZYTA_BACKEND ?? 'http://localhost:8080';
// No X-Forwarded-For: the backend's development shortcuts (fixed SMS code, sign-in links) refuse any
// request that carries one, as it would from a proxy relaying the network.
const proxied = { target: BACKEND, changeOrigin: false, xfwd: false };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Assets at /assets/… are shared by every brand: GENERAL at /, brands at /b/<type>/.
  base: '/',
  plugins: [
    react(),
    precompiledMessagesPlugin(),
    portalFilesPlugin(fileURLToPath(new URL('../core/public', import.meta.url))),
  ],
  resolve: {
    // Messages arrive pre-compiled (virtual:wizyta-messages/<areas>/<locale>): the parser need not ship.
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every supported browser preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module the entry imports statically (`$initial`) in one chunk: the first route is
          // then one request, and gzip sees react, react-router, zod and the shell together. The
          // automatic split gave five files (runtime, jsx-runtime, useApp, zod schemas, entry) that
          // every page loads anyway: 1.7 KB gzip more for the same code. Lazy pages import from it.
          groups: [
            { name: 'index', tags: ['$initial'] },
            // The field kit (booking's form/ and the portal's form adapters) is used by every form
            // page together: one chunk instead of about fifteen small ones, so one request after
            // a form page and fifteen fewer file names in the first route's preload map.
            {
              name: 'form',
              test: /packages[\\/](booking[\\/]src[\\/]form|portal[\\/]src[\\/]components[\\/]form)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '^/(b/[a-z_]+/)?config\\.json$': proxied,
      '/patient-portal': proxied,
      '/visit-api': proxied,
      '/auth': proxied,
      '/pay': proxied,
      // A captcha deployment's API (sample backend: /b/general/ reaches it through /gw/general).
      '/gw': proxied,
    },
  },
});
