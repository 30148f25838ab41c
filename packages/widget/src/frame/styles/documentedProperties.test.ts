// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WIDGET = fileURLToPath(new URL('../../../', import.meta.url));
const BOOKING = fileURLToPath(new URL('../../../../booking/', import.meta.url));
const PROPERTY = /--wizyta-[a-z][a-z-]*[a-z]/g;

/** The non-test sources under `dir` that can hold CSS: stylesheets, and TS that writes CSS. */
function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(css|tsx?)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

function propertiesIn(files: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files)
    for (const match of readFileSync(file, 'utf8').matchAll(PROPERTY)) found.add(match[0]);
  return found;
}

describe('the --wizyta-* custom properties', () => {
  const used = propertiesIn([
    ...sources(join(WIDGET, 'src')),
    ...sources(join(WIDGET, 'public')),
    ...sources(join(BOOKING, 'src')),
  ]);
  // The README's "Theme it" table: one row per property, the name in backticks in the first cell.
  const readme = readFileSync(join(WIDGET, 'README.md'), 'utf8');
  const documented = new Set([...readme.matchAll(/^\| `(--wizyta-[a-z-]+)`/gm)].map((match) => match[1]));

  it('are each documented in the widget README', () => {
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((property) => !documented.has(property))).toEqual([]);
  });

  it('documented are all in use (no row for a property the widget no longer reads)', () => {
    expect([...documented].filter((property) => !used.has(property ?? ''))).toEqual([]);
  });
});
