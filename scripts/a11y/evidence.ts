import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import axe from 'axe-core';
import { AXE_TAGS } from '../../e2e/quality-axe';

/** One e2e test as Playwright lists it, merged over the engines (projects) that run it. */
export interface ListedTest {
  readonly file: string;
  /** The describe blocks and the test's own title, joined by " › ". */
  readonly title: string;
  readonly tags: readonly string[];
  readonly projects: readonly string[];
}

/** One check of the manual checklist. */
export interface ManualCheck {
  readonly id: string;
  readonly title: string;
  readonly criteria: readonly string[];
  readonly result: 'pass' | 'fail' | 'not run';
  readonly date: string | null;
}

interface JsonSuite {
  readonly title: string;
  readonly specs?: readonly {
    readonly title: string;
    readonly file: string;
    readonly tags: readonly string[];
    readonly tests: readonly { readonly projectName: string; readonly expectedStatus: string }[];
  }[];
  readonly suites?: readonly JsonSuite[];
}

/** Every engine's project, so that the report names each engine a test runs in. */
const ALL_ENGINES = 'chromium,firefox,webkit';

/**
 * The tests of the e2e suite as `playwright test --list --reporter=json` gives them, in every
 * engine; a test marked skipped or fixme is left out (it proves nothing).
 */
export function listTests(): ListedTest[] {
  const out = execFileSync('npx', ['playwright', 'test', '--list', '--reporter=json'], {
    env: { ...process.env, E2E_ENGINES: ALL_ENGINES },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return testsOfListing(JSON.parse(out) as { suites: JsonSuite[] });
}

/** The tests of a Playwright JSON listing (exported for the unit test). */
export function testsOfListing(listing: { readonly suites: readonly JsonSuite[] }): ListedTest[] {
  const byKey = new Map<string, { file: string; title: string; tags: Set<string>; projects: Set<string> }>();
  const walk = (suite: JsonSuite, path: readonly string[]): void => {
    for (const spec of suite.specs ?? []) {
      const title = [...path, spec.title].join(' › ');
      for (const run of spec.tests) {
        if (run.expectedStatus === 'skipped') continue;
        const key = `${spec.file}\u0000${title}`;
        const entry = byKey.get(key) ?? { file: spec.file, title, tags: new Set(), projects: new Set() };
        for (const tag of spec.tags) entry.tags.add(tag.startsWith('@') ? tag : `@${tag}`);
        entry.projects.add(run.projectName);
        byKey.set(key, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  // The top suites are the files; below them, the describe blocks.
  for (const file of listing.suites) walk(file, []);
  return [...byKey.values()]
    .map((entry) => ({
      file: entry.file,
      title: entry.title,
      tags: [...entry.tags].sort(),
      projects: [...entry.projects].sort(),
    }))
    .sort((a, b) => a.file.localeCompare(b.file) || a.title.localeCompare(b.title));
}

/** The version of axe-core the e2e runs. */
export const AXE_VERSION = axe.version;

/** The axe-core rules the e2e runs (the tags of e2e/quality-axe.ts) that test WCAG criterion `id`. */
export function axeRulesFor(id: string): string[] {
  const tag = `wcag${id.replaceAll('.', '')}`;
  return axe
    .getRules(AXE_TAGS)
    .filter((rule) => rule.tags.includes(tag))
    .map((rule) => rule.ruleId)
    .sort();
}

/**
 * The checks of docs/accessibility/manual-checks.md: each a `## <ID>: <title>` section with the
 * lines `- Criteria: 1.1.1, 4.1.2`, `- Result: pass | fail | not run` and `- Date: YYYY-MM-DD`.
 */
export function manualChecksOf(markdown: string): ManualCheck[] {
  const checks: ManualCheck[] = [];
  for (const section of markdown.split(/^## /m).slice(1)) {
    const heading = /^([A-Z]+-\d+): (.+)$/m.exec(section);
    if (!heading?.[1] || !heading[2]) continue;
    const field = (name: string) => new RegExp(`^- ${name}: (.+)$`, 'm').exec(section)?.[1]?.trim() ?? '';
    const result = field('Result');
    if (result !== 'pass' && result !== 'fail' && result !== 'not run') {
      throw new Error(`manual check ${heading[1]}: "Result" must be pass, fail or not run, not "${result}"`);
    }
    const date = field('Date');
    if (result !== 'not run' && !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      throw new Error(`manual check ${heading[1]}: a check that was run needs its "Date" (YYYY-MM-DD)`);
    }
    checks.push({
      id: heading[1],
      title: heading[2],
      criteria: field('Criteria')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
      result,
      date: result === 'not run' ? null : date,
    });
  }
  return checks;
}

export function readManualChecks(path: string): ManualCheck[] {
  return manualChecksOf(readFileSync(path, 'utf8'));
}
