// The partner-facing declarations, dist/widget/wizyta-booking.d.ts: packages/widget/wizyta-booking.d.ts
// (the element, its attributes, the `Wizyta` global, JSX typing) with the event types it imports
// from src/events/WizytaEventTypes.ts inlined, so partners get one self-contained file and the
// event map is written once, in the source the widget itself compiles against.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TYPES_MODULE = './src/events/WizytaEventTypes';

/** The text of the self-contained partner `.d.ts`, built from the sources under `root`. */
export function partnerTypes(root) {
  const widget = join(root, 'packages/widget');
  const out = mkdtempSync(join(tmpdir(), 'wizyta-dts-'));
  try {
    execFileSync(
      join(root, 'node_modules/.bin/tsc'),
      [
        '--ignoreConfig',
        '--declaration',
        '--emitDeclarationOnly',
        '--strict',
        '--skipLibCheck',
        '--target',
        'es2022',
        '--lib',
        'es2022,dom',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--outDir',
        out,
        join(widget, `${TYPES_MODULE}.ts`),
      ],
      { stdio: 'pipe' },
    );
    const emitted = readFileSync(join(out, 'WizytaEventTypes.d.ts'), 'utf8').trim();
    const source = readFileSync(join(widget, 'wizyta-booking.d.ts'), 'utf8');
    // From the note that introduces the import through the `export type *` line.
    const marker = source.match(
      new RegExp(`^// The event types are written once[^]*?^export type \\* from '${TYPES_MODULE}';$`, 'm'),
    );
    if (!marker) throw new Error(`wizyta-booking.d.ts must import its event types from '${TYPES_MODULE}'`);
    return source.replace(marker[0], `// The host page's events (from the widget's source).\n${emitted}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
