import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';

/** `import text from './x.css?raw'`: the file's text (CSS minified by esbuild) as a string export. */
export function rawText() {
  return {
    name: 'wizyta-raw-text',
    async resolveId(source, importer) {
      if (!source.endsWith('?raw')) return null;
      const resolved = await this.resolve(source.slice(0, -4), importer, { skipSelf: true });
      return resolved ? `${resolved.id}?raw` : null;
    },
    async load(id) {
      if (!id.endsWith('?raw')) return null;
      const file = id.slice(0, -4);
      let text = readFileSync(file, 'utf8');
      if (file.endsWith('.css')) text = (await transform(text, { loader: 'css', minify: true })).code;
      return `export default ${JSON.stringify(text)};`;
    },
  };
}
