import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messagesPl, ROUTES } from '@wizyta/core';
import { describe, expect, it } from 'vitest';
import { pageIdOf } from '../routes/routePages';
import {
  PAGE_MESSAGE_AREAS,
  POPUPS_MESSAGE_AREAS,
  routeMessageAreas,
  SHELL_MESSAGE_AREAS,
} from './routeMessageAreas';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BOOKING = resolve(SRC, '../../booking/src/index.ts');
// The booking package's small subpath entries (package.json `exports`), reached without its barrel.
const BOOKING_SUBPATHS: Readonly<Record<string, string>> = {
  '@wizyta/booking/AddToCalendar': resolve(SRC, '../../booking/src/AddToCalendar/AddToCalendar.tsx'),
  '@wizyta/booking/captcha': resolve(SRC, '../../booking/src/Captcha/index.ts'),
  '@wizyta/booking/dictionary': resolve(SRC, '../../booking/src/form/useDictionary.ts'),
  '@wizyta/booking/form': resolve(SRC, '../../booking/src/form/index.ts'),
  '@wizyta/booking/useSessionState': resolve(SRC, '../../booking/src/BookingApp/useSessionState.ts'),
  '@wizyta/booking/useSmsSignIn': resolve(SRC, '../../booking/src/SignIn/useSmsSignIn.ts'),
};
const AREAS = [...new Set(Object.keys(messagesPl).map((id) => id.slice(0, id.indexOf('.'))))];
// A quoted or template string starting with `<area>.`: 'visits.title', `status.${status}`.
const AREA_REFERENCE = new RegExp(`['"\`](${AREAS.join('|')})\\.`, 'g');
const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;
// Comments name ids as examples; only code counts.
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

function resolveImport(from: string, spec: string): string | null {
  if (spec === '@wizyta/booking') return BOOKING;
  if (BOOKING_SUBPATHS[spec]) return BOOKING_SUBPATHS[spec];
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** The message areas named in `file` and every source it imports (statically or lazily). */
function areasUsedBy(file: string, stopAtFeatures = false): Set<string> {
  const areas = new Set<string>();
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path) || /\.test\.tsx?$/.test(path)) return;
    if (stopAtFeatures && path.startsWith(resolve(SRC, 'features'))) return;
    seen.add(path);
    const code = withoutComments(readFileSync(path, 'utf8'));
    for (const match of code.matchAll(AREA_REFERENCE)) areas.add(match[1] ?? '');
    for (const match of code.matchAll(IMPORT)) {
      const target = resolveImport(path, match[1] ?? '');
      if (target) visit(target);
    }
  };
  visit(file);
  return areas;
}

// Each page's source file, read from the route table's `import('…')` calls.
const PAGE_FILES: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ...readFileSync(resolve(SRC, 'app/routes/routePages.ts'), 'utf8').matchAll(
      /'?([\w-]+)'?: \(\) => import\('\.\.\/\.\.\/([^']+)'\)/g,
    ),
  ].map((match) => [match[1], `${match[2]}.tsx`]),
);

describe('message areas', () => {
  it('the shell (everything startPortal reaches outside the pages) needs only the entry areas', () => {
    // Features the shell mounts lazily are checked on their own, below.
    const used = areasUsedBy(resolve(SRC, 'app/startPortal.tsx'), true);
    expect([...used].filter((area) => !(SHELL_MESSAGE_AREAS as readonly string[]).includes(area))).toEqual(
      [],
    );
  });

  it.each(ROUTES.map((route) => route.id))('route %s loads every area its page uses', (id) => {
    const page = resolve(SRC, PAGE_FILES[pageIdOf(id)] ?? 'missing');
    expect(existsSync(page)).toBe(true);
    const loaded = new Set<string>([...SHELL_MESSAGE_AREAS, ...routeMessageAreas(pageIdOf(id))]);
    expect([...areasUsedBy(page)].filter((area) => !loaded.has(area))).toEqual([]);
  });

  it('the profile popups the shell mounts load every area they use', () => {
    const loaded = new Set<string>([...SHELL_MESSAGE_AREAS, ...POPUPS_MESSAGE_AREAS]);
    const used = areasUsedBy(resolve(SRC, 'features/popups/ProfilePopups.tsx'));
    expect([...used].filter((area) => !loaded.has(area))).toEqual([]);
  });

  it('every page gets the areas core names ids of', () => {
    for (const route of ROUTES) {
      expect(routeMessageAreas(pageIdOf(route.id))).toEqual(expect.arrayContaining([...PAGE_MESSAGE_AREAS]));
    }
  });

  it('the entry imports exactly the shell areas (errors: pl from ERROR_CODES, en from ERROR_TEXTS_EN)', () => {
    const source = readFileSync(resolve(SRC, 'app/i18n/createPortalMessages.ts'), 'utf8');
    const shell = SHELL_MESSAGE_AREAS.filter((area) => area !== 'error').join('+');
    expect(source).toContain(`'virtual:wizyta-messages/${shell}/pl'`);
    expect(source).toContain(`'virtual:wizyta-messages/${shell}/en'`);
    expect(source).toContain('precompiledErrorMessages(ERROR_CODES)');
    expect(source).toContain('precompiledErrorMessages(ERROR_TEXTS_EN)');
  });
});
