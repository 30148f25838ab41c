import { ASSESSMENT, type Assessment, type EvidenceKind } from './assessment';
import type { Chapter } from './criteria';
import type { ListedTest, ManualCheck } from './evidence';

/** The conformance levels of the VPAT 2.5 (OpenACR's level ids). */
export type Level =
  | 'supports'
  | 'partially-supports'
  | 'does-not-support'
  | 'not-applicable'
  | 'not-evaluated';

interface Text {
  readonly pl: string;
  readonly en: string;
}

/** An e2e test as the report names it. */
export interface TestEvidence {
  readonly file: string;
  readonly title: string;
  readonly projects: readonly string[];
}

export interface ReportRow {
  readonly id: string;
  readonly handle: Text;
  readonly level: Level;
  readonly remarks: Text;
  readonly evidence: {
    readonly axeRules: readonly string[];
    readonly tests: readonly TestEvidence[];
    readonly manual: readonly {
      readonly id: string;
      readonly title: string;
      readonly result: string;
      readonly date: string | null;
    }[];
  };
  /** For an EN 301 549 clause 9 row: the WCAG row it follows. */
  readonly wcag?: string;
}

export interface Report {
  readonly product: { readonly name: string; readonly version: string };
  readonly date: string;
  readonly axeVersion: string;
  readonly chapters: readonly {
    readonly id: string;
    readonly label: Text;
    readonly standard: 'wcag-2.2' | 'eu';
    readonly criteria: readonly ReportRow[];
  }[];
}

/** What the report is built from: everything found, nothing decided. */
export interface Inputs {
  readonly product: { readonly name: string; readonly version: string };
  readonly date: string;
  readonly axeVersion: string;
  readonly wcag: readonly Chapter[];
  readonly en: readonly Chapter[];
  readonly tests: readonly ListedTest[];
  readonly axeRulesFor: (id: string) => readonly string[];
  readonly manual: readonly ManualCheck[];
  readonly assessment?: Readonly<Record<string, Assessment>>;
}

const MISSING: Record<EvidenceKind, Text> = {
  axe: { pl: 'brak reguł axe uruchamianych w testach', en: 'no axe rule run by the tests' },
  tests: { pl: 'brak testu e2e', en: 'no e2e test' },
  manual: { pl: 'kontrola ręczna nie została wykonana', en: 'the manual check has not been run' },
};

/** The tag an e2e test carries to be evidence of row `id` (`@wcag-2.1.1`, `@en-12.1.1`). */
export function tagOf(id: string): string {
  return /^1[12]\./.test(id) ? `@en-${id}` : `@wcag-${id}`;
}

function row(inputs: Inputs, id: string, handle: Text): ReportRow {
  const assessment = (inputs.assessment ?? ASSESSMENT)[id];
  const tagged = inputs.tests.filter((test) => test.tags.includes(tagOf(id)));
  const axeTests = inputs.tests.filter((test) => test.tags.includes('@axe'));
  const rules = /^[1-4]\./.test(id) ? inputs.axeRulesFor(id) : [];
  const manual = inputs.manual.filter((check) => check.criteria.includes(id));
  const passed = manual.filter((check) => check.result === 'pass');
  const failed = manual.filter((check) => check.result === 'fail');
  const found: Record<EvidenceKind, boolean> = {
    axe: rules.length > 0 && axeTests.length > 0,
    tests: tagged.length > 0,
    manual: passed.length > 0,
  };
  const usesAxe =
    rules.length > 0 && (!assessment || 'notApplicable' in assessment || assessment.requires.includes('axe'));
  const tests = [...(usesAxe ? axeTests : []), ...tagged]
    .filter((test, index, all) => all.indexOf(test) === index)
    .map(({ file, title, projects }) => ({ file, title, projects }));
  const evidence = {
    axeRules: usesAxe ? rules : [],
    tests,
    manual: manual.map(({ id: checkId, title, result, date }) => ({ id: checkId, title, result, date })),
  };
  if (!assessment) {
    return {
      id,
      handle,
      level: 'not-evaluated',
      remarks: { pl: 'Nie oceniono.', en: 'Not evaluated.' },
      evidence,
    };
  }
  if ('notApplicable' in assessment)
    return { id, handle, level: 'not-applicable', remarks: assessment.notApplicable, evidence };
  const missing = assessment.requires.filter((kind) => !found[kind]);
  if (failed.length > 0) {
    const names = failed.map((check) => check.id).join(', ');
    return {
      id,
      handle,
      level: 'partially-supports',
      remarks: {
        pl: `Niezgodności znalezione w kontroli ręcznej ${names}.`,
        en: `Non-conformities found by manual check ${names}.`,
      },
      evidence,
    };
  }
  if (missing.length > 0) {
    const what = (lang: 'pl' | 'en') => missing.map((kind) => MISSING[kind][lang]).join('; ');
    return {
      id,
      handle,
      level: 'not-evaluated',
      remarks: { pl: `Nie oceniono: ${what('pl')}.`, en: `Not evaluated: ${what('en')}.` },
      evidence,
    };
  }
  return { id, handle, level: assessment.claim, remarks: assessment.remarks ?? { pl: '', en: '' }, evidence };
}

/** The report: each row's level from the claim and the evidence found for it. */
export function buildReport(inputs: Inputs): Report {
  const wcagRows = new Map<string, ReportRow>();
  const wcag = inputs.wcag.map((chapter) => ({
    id: chapter.id,
    label: chapter.label,
    standard: 'wcag-2.2' as const,
    criteria: chapter.criteria.map((criterion) => {
      const built = row(inputs, criterion.id, criterion.handle);
      wcagRows.set(criterion.id, built);
      return built;
    }),
  }));
  const en = inputs.en.map((chapter) => ({
    id: chapter.id,
    label: chapter.label,
    standard: 'eu' as const,
    criteria: chapter.criteria.map((criterion): ReportRow => {
      const followed = criterion.wcag ? wcagRows.get(criterion.wcag) : undefined;
      if (!followed || !criterion.wcag) return row(inputs, criterion.id, criterion.handle);
      return {
        id: criterion.id,
        handle: criterion.handle,
        level: followed.level,
        remarks: { pl: `Zob. WCAG ${criterion.wcag}.`, en: `See WCAG ${criterion.wcag}.` },
        evidence: { axeRules: [], tests: [], manual: [] },
        wcag: criterion.wcag,
      };
    }),
  }));
  return {
    product: inputs.product,
    date: inputs.date,
    axeVersion: inputs.axeVersion,
    chapters: [...wcag, ...en],
  };
}

/** A claimed row that lost one piece of the evidence it was published with. */
export interface LostEvidence {
  readonly row: string;
  readonly handle: string;
  readonly level: Level;
  readonly lost: string;
}

const CLAIMED: readonly Level[] = ['supports', 'partially-supports', 'does-not-support'];

/**
 * What the published report's claimed rows stood on and the current evidence no longer has: an e2e
 * test renamed, skipped or removed, an axe rule gone, a manual check no longer passed.
 */
export function lostEvidence(published: Report, current: Report): LostEvidence[] {
  const now = new Map(current.chapters.flatMap((chapter) => chapter.criteria.map((c) => [c.id, c] as const)));
  const lost: LostEvidence[] = [];
  for (const chapter of published.chapters) {
    for (const was of chapter.criteria) {
      if (!CLAIMED.includes(was.level) || was.wcag) continue;
      const is = now.get(was.id);
      const lose = (what: string) =>
        lost.push({ row: was.id, handle: was.handle.en, level: was.level, lost: what });
      const tests = new Set(is?.evidence.tests.map((test) => `${test.file} › ${test.title}`));
      for (const test of was.evidence.tests) {
        const name = `${test.file} › ${test.title}`;
        if (!tests.has(name)) lose(`e2e test "${name}"`);
      }
      for (const rule of was.evidence.axeRules)
        if (!is?.evidence.axeRules.includes(rule)) lose(`axe rule ${rule}`);
      for (const check of was.evidence.manual) {
        const still = is?.evidence.manual.find((m) => m.id === check.id);
        if (check.result === 'pass' && still?.result !== 'pass') lose(`manual check ${check.id}`);
      }
    }
  }
  return lost;
}
