// Plain JavaScript (typed by the .d.mts beside it): vitest loads its config files with Node, which
// on Node 20 cannot import TypeScript from a package.

/**
 * Tests that run the sample backend in process under jsdom: vite treats modules as browser code
 * there and rewrites `new URL('…', import.meta.url)` into asset URLs, while the backend needs its
 * file URLs. In the backend's sources only, the pattern is written so the asset rewrite does not
 * match it, one of two ways (each package keeps the one its tests run with):
 * - `'global-url'` (default; booking, widget): `new globalThis.URL(…)`;
 * - `'module-url-variable'` (portal, whose kit gives jsdom Node's globals first): `import.meta.url`
 *   read through a variable.
 *
 * @param {{ via?: 'global-url' | 'module-url-variable' }} [options]
 * @returns {import('vite').Plugin}
 */
export function keepBackendFileUrls({ via = 'global-url' } = {}) {
  return {
    name: 'wizyta:keep-backend-file-urls',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/packages/sample-backend/src/') || !code.includes('import.meta.url')) return null;
      if (via === 'global-url') {
        return { code: code.replace(/\bnew\s+URL\s*\(/g, 'new globalThis.URL('), map: null };
      }
      const kept = code.replaceAll('import.meta.url', '__wizytaModuleUrl');
      return { code: `const __wizytaModuleUrl = import.meta.url;\n${kept}`, map: null };
    },
  };
}
