import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { transform } from 'esbuild';

const WORKER_URL = '?worker&url';

/**
 * `import url from 'pkg/worker.js?worker&url'` (vite's form, which the portal uses too): the worker,
 * a self-contained script, emitted minified as `workers/<name>-<hash>.js` next to the widget's files
 * (same origin as the flow frame, so `worker-src` falls back to `'self'`); the import gives its URL.
 */
export function workerUrl() {
  return {
    name: 'wizyta-worker-url',
    async resolveId(source, importer) {
      if (!source.endsWith(WORKER_URL)) return null;
      const resolved = await this.resolve(source.slice(0, -WORKER_URL.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${WORKER_URL}` : null;
    },
    async load(id) {
      if (!id.endsWith(WORKER_URL)) return null;
      const file = id.slice(0, -WORKER_URL.length);
      const { code } = await transform(readFileSync(file, 'utf8'), { minify: true, legalComments: 'none' });
      const ref = this.emitFile({ type: 'asset', name: basename(file), source: code });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
