import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const widget = JSON.parse(readFileSync(new URL('../widget/package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// The wrapper is tested against @wizyta/embed's source (the package build is not needed first);
// node by default (server rendering), jsdom per file for the browser.
export default defineProject({
  define: { __WIZYTA_WIDGET_MAJOR__: JSON.stringify(widget.version.split('.')[0]) },
  resolve: { alias: { '@wizyta/embed': fileURLToPath(new URL('../embed/src/index.ts', import.meta.url)) } },
  test: { name: 'embed-react', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], environment: 'node' },
});
