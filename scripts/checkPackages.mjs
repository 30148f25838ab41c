// `npm run check:packages`: builds the publishable packages, packs each as `npm publish` would and
// checks the tarball as its consumers' tools see it: publint (package.json, exports, files) and
// @arethetypeswrong/cli (the types resolve under node16 and bundler resolution; ESM only, so the
// `esm-only` profile: a `require()` of the package is not supported). Prints each tarball's size.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { buildPackage } from './buildPackage.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** In dependency order: embed-react's build reads embed's declarations. */
export const PUBLISHED = ['embed', 'embed-react'];
const bin = (name) => join(ROOT, 'node_modules/.bin', name);

const out = mkdtempSync(join(tmpdir(), 'wizyta-pack-'));
try {
  for (const name of PUBLISHED) {
    const dir = join(ROOT, 'packages', name);
    await buildPackage(name);
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', out], { cwd: dir, encoding: 'utf8' }),
    );
    const tarball = join(out, packed.filename);
    execFileSync(bin('publint'), ['run', dir, '--strict'], { stdio: 'inherit' });
    execFileSync(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'table-flipped'], {
      stdio: 'inherit',
    });
    // What a partner's bundler ships: the package's own code, minified (dependencies apart).
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const min = buildSync({
      entryPoints: [join(dir, 'dist/index.js')],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      external: [
        ...Object.keys(pkg.dependencies ?? {}),
        ...Object.keys(pkg.peerDependencies ?? {}),
        'react/*',
      ],
    }).outputFiles[0].contents;
    console.log(
      `${pkg.name}@${pkg.version}: tarball ${packed.size} B, ${packed.entryCount} files; index.js minified ${gzipSync(min, { level: 9 }).length} B gz`,
    );
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
