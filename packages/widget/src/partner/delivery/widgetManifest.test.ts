// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without declarations
import { majorFolder, writeVersionedWidget } from '../../../../../scripts/widgetManifest.mjs';

const DIR = mkdtempSync(join(tmpdir(), 'wizyta-manifest-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

interface Manifest {
  version: string;
  files: Record<string, { integrity: string; size: number }>;
}

describe('writeVersionedWidget', () => {
  it('copies the build to <version>/ and v<major>/ with a manifest whose hashes are the files’', () => {
    mkdirSync(join(DIR, 'chunks'));
    writeFileSync(join(DIR, 'wizyta-loader.js'), 'console.log("loader")');
    writeFileSync(join(DIR, 'wizyta-loader.js.map'), '{}');
    writeFileSync(join(DIR, 'chunks/a-123.js'), 'export const a = 1;');
    writeFileSync(join(DIR, 'wizyta.css'), ':root{}');

    const manifest = writeVersionedWidget(DIR, '0.3.1') as Manifest;

    expect(manifest.version).toBe('0.3.1');
    expect(Object.keys(manifest.files).sort()).toEqual(['chunks/a-123.js', 'wizyta-loader.js', 'wizyta.css']);
    for (const folder of ['', '0.3.1', 'v0']) {
      expect(JSON.parse(readFileSync(join(DIR, folder, 'manifest.json'), 'utf8'))).toEqual(manifest);
      for (const [name, { integrity, size }] of Object.entries(manifest.files)) {
        const bytes = readFileSync(join(DIR, folder, name));
        expect(integrity).toBe(`sha384-${createHash('sha384').update(bytes).digest('base64')}`);
        expect(size).toBe(bytes.length);
      }
    }
    // Source maps are copied (served only with SOURCEMAPS=1) but never listed.
    expect(readFileSync(join(DIR, '0.3.1/wizyta-loader.js.map'), 'utf8')).toBe('{}');
  });

  it('names the moving folder after the major version and refuses a version that is not semver', () => {
    expect(majorFolder('1.12.0')).toBe('v1');
    expect(majorFolder('2.0.0-rc.1')).toBe('v2');
    expect(() => majorFolder('latest')).toThrow(/not semver/);
  });
});
