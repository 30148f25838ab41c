import { readFileSync } from 'node:fs';
import { defineProject } from 'vitest/config';

const widget = JSON.parse(readFileSync(new URL('../widget/package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// Node by default (importing on a server must do nothing); browser tests opt into jsdom per file.
export default defineProject({
  define: { __WIZYTA_WIDGET_MAJOR__: JSON.stringify(widget.version.split('.')[0]) },
  test: { name: 'embed', include: ['src/**/*.test.ts'], environment: 'node' },
});
