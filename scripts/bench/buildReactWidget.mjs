// Builds the widget a second time with react-dom instead of preact/compat, for the benchmark's
// comparison: the widget's own packages/widget/build/rollup.config.mjs with the four react → preact
// aliases removed and its output folder moved to a temporary folder (dist/widget is never
// touched). The copy sits beside the config for the build's duration, so that its plugins and chunk
// plan import as they do and every path the plan derives from its own location (inputs, the
// message modules it pre-compiles) is the real one: from a copy elsewhere, with the sources linked
// in, rollup sees the linked files under their real paths and the pre-compiled messages silently
// do not apply.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const REACT_ALIASES = [
  /\s*\{ find: \/\^react\\\/jsx\(-dev\)\?-runtime\$\/, replacement: 'preact\/jsx-runtime' \},/,
  /\s*\{ find: \/\^react-dom\\\/client\$\/, replacement: 'preact\/compat\/client' \},/,
  /\s*\{ find: \/\^react-dom\$\/, replacement: 'preact\/compat' \},/,
  /\s*\{ find: \/\^react\$\/, replacement: 'preact\/compat' \},/,
];
const OUT_LINE = /^const OUT = at\('dist\/widget'\);$/m;
const CONFIG_DIR = 'packages/widget/build';

/**
 * Builds the react-dom variant of the widget; returns its output folder (`<tmp>/dist/widget`).
 * Fails loudly when the config no longer has the aliases or the output line this changes.
 */
export function buildReactWidget(root) {
  let config = readFileSync(join(root, CONFIG_DIR, 'rollup.config.mjs'), 'utf8');
  for (const alias of [...REACT_ALIASES, OUT_LINE]) {
    if (!alias.test(config)) throw new Error(`${CONFIG_DIR}/rollup.config.mjs has no line matching ${alias}`);
    if (alias !== OUT_LINE) config = config.replace(alias, '');
  }
  const out = join(mkdtempSync(join(tmpdir(), 'wizyta-bench-react-')), 'dist/widget');
  config = config.replace(OUT_LINE, `const OUT = ${JSON.stringify(out)};`);
  const file = join(root, CONFIG_DIR, `.bench-react-${basename(join(out, '../..'))}.rollup.config.mjs`);
  writeFileSync(file, config);
  try {
    execFileSync(join(root, 'node_modules/.bin/rollup'), ['-c', file, '--silent'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } finally {
    rmSync(file, { force: true });
  }
  return out;
}
