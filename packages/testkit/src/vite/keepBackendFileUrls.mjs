// Plain JavaScript (typed by the .d.mts beside it): vitest loads its config files with Node, which
// on Node 20 cannot import TypeScript from a package.

/**
 * Tests that run the sample backend in process under jsdom: vite treats modules as browser code
 * there and rewrites `new URL('…', import.meta.url)` into asset URLs, while the backend needs its
 * file URLs. In the backend's sources only, `import.meta.url` is read through a variable, which the
 * asset rewrite does not match.
 *
 * @returns {import('vite').Plugin}
 */
export function keepBackendFileUrls() {
  return {
    name: 'wizyta:keep-backend-file-urls',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/packages/sample-backend/src/') || !code.includes('import.meta.url')) return null;
      const kept = code.replaceAll('import.meta.url', '__wizytaModuleUrl');
      return { code: `const __wizytaModuleUrl = import.meta.url;\n${kept}`, map: null };
    },
  };
}
