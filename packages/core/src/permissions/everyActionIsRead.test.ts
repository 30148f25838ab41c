import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTIONS } from './ACTIONS';

const PACKAGES = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const PERMISSIONS = dirname(fileURLToPath(import.meta.url));

/**
 * Actions another branch reads. DISABLE_COUNTRY_AND_LANGUAGE: the country and language choice
 * when booking comes with another branch (i13b); drop it from here when that lands.
 */
const KNOWN_UNREAD: readonly string[] = ['DISABLE_COUNTRY_AND_LANGUAGE'];

/** Every shipped source file of every package: `src/**` without tests, test kits or `permissions/`. */
function sources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'testing' && path !== PERMISSIONS) walk(path);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  for (const pkg of readdirSync(PACKAGES)) walk(join(PACKAGES, pkg, 'src'));
  return files;
}

describe('spec §6 feature toggles', () => {
  const code = sources().map((file) => ({
    file: relative(PACKAGES, file),
    text: readFileSync(file, 'utf8'),
  }));

  it('scans the other packages too', () => {
    const names = new Set(code.map(({ file }) => file.split(sep)[0]));
    expect([...names]).toEqual(expect.arrayContaining(['booking', 'core', 'portal', 'sample-backend']));
  });

  it.each(ACTIONS.filter((action) => !KNOWN_UNREAD.includes(action)))(
    '%s is read somewhere outside permissions/',
    (action) => {
      const readers = code.filter(({ text }) => text.includes(`'${action}'`));
      expect(readers.map(({ file }) => file)).not.toEqual([]);
    },
  );
});
