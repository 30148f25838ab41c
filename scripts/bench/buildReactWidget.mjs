// Builds the widget a second time with react-dom instead of preact/compat, for the benchmark's
// comparison: the repo's own rollup.config.mjs, copied into a temporary folder (it writes
// beside itself, so dist/widget is never touched) with the four react → preact aliases removed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REACT_ALIASES = [
  /\s*\{ find: \/\^react\\\/jsx\(-dev\)\?-runtime\$\/, replacement: 'preact\/jsx-runtime' \},/,
  /\s*\{ find: \/\^react-dom\\\/client\$\/, replacement: 'preact\/compat\/client' \},/,
  /\s*\{ find: \/\^react-dom\$\/, replacement: 'preact\/compat' \},/,
  /\s*\{ find: \/\^react\$\/, replacement: 'preact\/compat' \},/,
];

/**
 * Builds the react-dom variant of the widget; returns its output folder (`<tmp>/dist/widget`).
 * Fails loudly when rollup.config.mjs no longer has the aliases this removes.
 */
export function buildReactWidget(root) {
  let config = readFileSync(join(root, 'rollup.config.mjs'), 'utf8');
  for (const alias of REACT_ALIASES) {
    if (!alias.test(config)) throw new Error(`rollup.config.mjs has no alias matching ${alias}`);
    config = config.replace(alias, '');
  }
  const dir = mkdtempSync(join(tmpdir(), 'wizyta-bench-react-'));
  writeFileSync(join(dir, 'rollup.config.mjs'), config);
  // Everything the config reads, but not dist/: `scripts` holds its helpers (partnerTypes.mjs).
  for (const name of ['packages', 'node_modules', 'scripts', 'package.json', 'tsconfig.json']) {
    symlinkSync(join(root, name), join(dir, name));
  }
  execFileSync(join(root, 'node_modules/.bin/rollup'), ['-c', 'rollup.config.mjs', '--silent'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return join(dir, 'dist/widget');
}
