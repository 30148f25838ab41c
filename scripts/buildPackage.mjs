// Builds a publishable package (`node scripts/buildPackage.mjs embed|embed-react`): its ESM file,
// dist/index.js (esbuild, one file, dependencies left to the partner's bundler), and its
// declarations (the repository's tsc). The partner types the packages name (events, brands, the
// element's options, open(), prefill) come from the widget's src/contract/WizytaPartnerTypes.ts and
// WizytaEventTypes.ts, emitted beside their own declarations (dist/WizytaPartnerTypes.d.ts,
// dist/WizytaEventTypes.d.ts): each is written once, in the source the widget itself compiles against.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { PARTNER_TYPE_FILES, runTsc } from './partnerTypes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PARTNER_TYPES = 'packages/widget/src/contract/WizytaPartnerTypes.ts';

/** The private widget package, whose types the published declarations may not name. */
const WIDGET_SPECIFIER = "'@wizyta/widget'";

/** Every `.d.ts` under `dir`, relative. */
function declarations(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) return declarations(dir, path);
    return path.endsWith('.d.ts') ? [path] : [];
  });
}

/** Builds `packages/<name>` into its `dist/`. */
export async function buildPackage(name) {
  const dir = join(ROOT, 'packages', name);
  const dist = join(dir, 'dist');
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const widgetVersion = JSON.parse(readFileSync(join(ROOT, 'packages/widget/package.json'), 'utf8')).version;
  rmSync(dist, { recursive: true, force: true });
  await build({
    entryPoints: [join(dir, 'src/index.ts')],
    outfile: join(dist, 'index.js'),
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2020',
    jsx: 'automatic',
    external: [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {}), 'react/*'],
    define: { __WIZYTA_WIDGET_MAJOR__: JSON.stringify(String(widgetVersion).split('.')[0]) },
    // React server components: the wrapper runs on the client (Next.js app router reads this).
    banner: pkg.peerDependencies?.react ? { js: "'use client';" } : undefined,
    legalComments: 'none',
    logLevel: 'warning',
  });

  const out = mkdtempSync(join(tmpdir(), `wizyta-${name}-dts-`));
  try {
    runTsc(
      ROOT,
      [
        ...['--declaration', '--emitDeclarationOnly', '--skipLibCheck', '--jsx', 'react-jsx'],
        ...['--rootDir', join(ROOT, 'packages'), '--outDir', out],
      ],
      [join(dir, 'src/index.ts')],
    );
    const own = join(out, name, 'src');
    for (const file of declarations(own).filter((path) => !path.endsWith('.test.d.ts'))) {
      const text = readFileSync(join(own, file), 'utf8').replaceAll(
        WIDGET_SPECIFIER,
        "'./WizytaPartnerTypes.js'",
      );
      cpSync(join(own, file), join(dist, file));
      writeFileSync(join(dist, file), text);
    }
    // The widget is reached through node_modules, so tsc emits nothing of it above: emit its partner
    // types on their own when this package names them (relative imports with `.js`, as node16 wants).
    if (
      declarations(dist).some((file) =>
        readFileSync(join(dist, file), 'utf8').includes('./WizytaPartnerTypes.js'),
      )
    ) {
      runTsc(
        ROOT,
        ['--declaration', '--emitDeclarationOnly', '--skipLibCheck', '--outDir', dist],
        [join(ROOT, PARTNER_TYPES)],
      );
      for (const file of PARTNER_TYPE_FILES) {
        const path = join(dist, `${file}.d.ts`);
        writeFileSync(path, readFileSync(path, 'utf8').replace(/from '\.\/(\w+)';/g, "from './$1.js';"));
      }
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return dist;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const name of process.argv.slice(2)) console.log(`built ${await buildPackage(name)}`);
}
