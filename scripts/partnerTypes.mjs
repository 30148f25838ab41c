// The partner-facing declarations, dist/widget/wizyta-booking.d.ts: packages/widget/wizyta-booking.d.ts
// (the element in the DOM's and React's element maps, the `Wizyta` global on `window`) with the types
// it imports from src/contract/WizytaPartnerTypes.ts (and its WizytaEventTypes.ts) inlined, so
// partners get one self-contained file and each type is written once, in the source the widget
// itself compiles against.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TYPES_MODULE = './src/contract/WizytaPartnerTypes';
/** The contract files a partner's types come from, in the order they are inlined. */
export const PARTNER_TYPE_FILES = ['WizytaEventTypes', 'WizytaPartnerTypes'];

/** A declaration file's text without its imports and re-exports of the files beside it. */
export function withoutLocalImports(text) {
  return text
    .replace(/^import type \{[^}]*\} from '\.\/[^']+';\n/gm, '')
    .replace(/^export type \* from '\.\/[^']+';\n/gm, '')
    .trim();
}

/**
 * Runs the repository's `tsc` (TypeScript 7, command line only) on `files`, ignoring tsconfig.json,
 * strict, for a browser (ES2022 + DOM, bundler resolution), with `flags` added.
 */
export function runTsc(root, flags, files, options = {}) {
  const base = ['--ignoreConfig', '--strict', '--target', 'es2022', '--lib', 'es2022,dom'];
  const resolution = ['--module', 'esnext', '--moduleResolution', 'bundler'];
  return execFileSync(join(root, 'node_modules/.bin/tsc'), [...base, ...resolution, ...flags, ...files], {
    stdio: 'pipe',
    ...options,
  });
}

/** The text of the self-contained partner `.d.ts`, built from the sources under `root`. */
export function partnerTypes(root) {
  const widget = join(root, 'packages/widget');
  const out = mkdtempSync(join(tmpdir(), 'wizyta-dts-'));
  try {
    runTsc(
      root,
      ['--declaration', '--emitDeclarationOnly', '--skipLibCheck', '--outDir', out],
      [join(widget, `${TYPES_MODULE}.ts`)],
    );
    const emitted = PARTNER_TYPE_FILES.map((file) =>
      withoutLocalImports(readFileSync(join(out, `${file}.d.ts`), 'utf8')),
    ).join('\n\n');
    const source = readFileSync(join(widget, 'wizyta-booking.d.ts'), 'utf8');
    // From the note that introduces the import through the `export type *` line.
    const marker = source.match(
      new RegExp(
        `^// The event types and the partner's types are written once[^]*?^export type \\* from '${TYPES_MODULE}';$`,
        'm',
      ),
    );
    if (!marker) throw new Error(`wizyta-booking.d.ts must import its types from '${TYPES_MODULE}'`);
    return source
      .replace(marker[0], `// The partner's types (from the widget's source).\n${emitted}`)
      .replaceAll(`import('${TYPES_MODULE}').`, '');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
