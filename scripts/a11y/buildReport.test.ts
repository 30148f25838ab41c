// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildReport, type Inputs, lostEvidence } from './buildReport';
import type { Chapter } from './criteria';
import { manualChecksOf, testsOfListing } from './evidence';
import { renderHtml, renderMarkdown } from './renderReport';

const WCAG: Chapter[] = [
  {
    id: 'success_criteria_level_a',
    label: { pl: 'A', en: 'A' },
    criteria: [
      { id: '2.1.1', handle: { pl: 'Klawiatura', en: 'Keyboard' } },
      { id: '1.1.1', handle: { pl: 'Treść nietekstowa', en: 'Non-text Content' } },
      { id: '2.5.3', handle: { pl: 'Etykieta w nazwie', en: 'Label in Name' } },
      { id: '1.2.1', handle: { pl: 'Tylko audio', en: 'Audio-only' } },
    ],
  },
];
const EN: Chapter[] = [
  {
    id: 'en_301_549_web',
    label: { pl: '9', en: '9' },
    criteria: [{ id: '9.2.1.1', handle: { pl: 'Klawiatura', en: 'Keyboard' }, wcag: '2.1.1' }],
  },
];

const KEYBOARD = {
  file: 'k.spec.ts',
  title: 'books by keyboard',
  tags: ['@wcag-2.1.1'],
  projects: ['chromium'],
};
const AXE = { file: 'a.spec.ts', title: 'every page', tags: ['@axe'], projects: ['chromium', 'firefox'] };

function inputs(over: Partial<Inputs> = {}): Inputs {
  return {
    product: { name: 'Wizyta', version: '1.0.0' },
    date: '2026-12-07',
    axeVersion: '4.14.1',
    wcag: WCAG,
    en: EN,
    tests: [KEYBOARD, AXE],
    axeRulesFor: (id) => (id === '2.5.3' || id === '1.1.1' ? [`rule-${id}`] : []),
    manual: [],
    assessment: {
      '2.1.1': { claim: 'supports', requires: ['tests'] },
      '1.1.1': { claim: 'supports', requires: ['axe', 'manual'] },
      '2.5.3': { claim: 'supports', requires: ['axe'] },
      '1.2.1': { notApplicable: { pl: 'brak', en: 'none' } },
    },
    ...over,
  };
}

const levels = (report: ReturnType<typeof buildReport>) =>
  Object.fromEntries(report.chapters.flatMap((c) => c.criteria.map((row) => [row.id, row.level])));

describe('buildReport', () => {
  it('claims a row only on the evidence it requires; a row without it is Not Evaluated', () => {
    const report = buildReport(inputs());
    expect(levels(report)).toEqual({
      '2.1.1': 'supports',
      '1.1.1': 'not-evaluated',
      '2.5.3': 'supports',
      '1.2.1': 'not-applicable',
      '9.2.1.1': 'supports',
    });
    const keyboard = report.chapters[0]?.criteria[0];
    expect(keyboard?.evidence.tests).toEqual([
      { file: 'k.spec.ts', title: 'books by keyboard', projects: ['chromium'] },
    ]);
    const label = report.chapters[0]?.criteria[2];
    expect(label?.evidence).toMatchObject({ axeRules: ['rule-2.5.3'], tests: [{ title: 'every page' }] });
  });

  it('is Not Evaluated without the tagged test, without axe scans, or with a claim missing', () => {
    const report = buildReport(
      inputs({ tests: [], assessment: { '2.5.3': { claim: 'supports', requires: ['axe'] } } }),
    );
    expect(levels(report)).toMatchObject({
      '2.1.1': 'not-evaluated',
      '2.5.3': 'not-evaluated',
      '9.2.1.1': 'not-evaluated',
    });
    expect(report.chapters[0]?.criteria[0]?.remarks.en).toBe('Not evaluated.');
  });

  it('takes a passed manual check as evidence, and a failed one as a non-conformity', () => {
    const check = { id: 'SR-1', title: 'NVDA', criteria: ['1.1.1'], date: '2026-12-01' };
    expect(levels(buildReport(inputs({ manual: [{ ...check, result: 'pass' }] })))['1.1.1']).toBe('supports');
    const failed = buildReport(inputs({ manual: [{ ...check, result: 'fail' }] }));
    expect(levels(failed)['1.1.1']).toBe('partially-supports');
    expect(failed.chapters[0]?.criteria[1]?.remarks.en).toContain('SR-1');
  });
});

describe('lostEvidence', () => {
  it('names the claimed row whose test was renamed or skipped, and nothing when all is there', () => {
    const published = buildReport(inputs());
    expect(lostEvidence(published, buildReport(inputs()))).toEqual([]);
    const renamed = buildReport(inputs({ tests: [{ ...KEYBOARD, title: 'books by keys' }, AXE] }));
    expect(lostEvidence(published, renamed)).toEqual([
      {
        row: '2.1.1',
        handle: 'Keyboard',
        level: 'supports',
        lost: 'e2e test "k.spec.ts › books by keyboard"',
      },
    ]);
    const skipped = buildReport(inputs({ tests: [KEYBOARD] }));
    expect(lostEvidence(published, skipped).map((loss) => loss.row)).toEqual(['2.5.3']);
  });
});

describe('testsOfListing', () => {
  it('merges engines, keeps describe titles and leaves out skipped tests', () => {
    const spec = (title: string, expectedStatus: string, projectName: string) => ({
      title,
      file: 'x.spec.ts',
      tags: ['axe'],
      tests: [{ projectName, expectedStatus }],
    });
    const listing = {
      suites: [
        {
          title: 'x.spec.ts',
          specs: [
            spec('a', 'passed', 'chromium'),
            spec('a', 'passed', 'firefox'),
            spec('b', 'skipped', 'chromium'),
          ],
          suites: [{ title: 'group', specs: [spec('c', 'passed', 'chromium')] }],
        },
      ],
    };
    expect(testsOfListing(listing)).toEqual([
      { file: 'x.spec.ts', title: 'a', tags: ['@axe'], projects: ['chromium', 'firefox'] },
      { file: 'x.spec.ts', title: 'group › c', tags: ['@axe'], projects: ['chromium'] },
    ]);
  });
});

describe('manualChecksOf', () => {
  it('reads each check, and refuses a run check without a date', () => {
    const text =
      '# Checks\n\n## SR-1: NVDA\n\n- Criteria: 1.1.1, 4.1.2\n- Result: pass\n- Date: 2026-12-01\n';
    expect(manualChecksOf(text)).toEqual([
      { id: 'SR-1', title: 'NVDA', criteria: ['1.1.1', '4.1.2'], result: 'pass', date: '2026-12-01' },
    ]);
    expect(() => manualChecksOf(text.replace('2026-12-01', '—'))).toThrow(/needs its "Date"/);
    expect(() => manualChecksOf(text.replace('pass', 'ok'))).toThrow(/pass, fail or not run/);
  });
});

describe('render', () => {
  it('writes each row with its level, remarks and evidence, in Polish and English', () => {
    const report = buildReport(inputs());
    expect(renderMarkdown(report, 'en')).toContain(
      '| 2.1.1 Keyboard | Supports |  | k.spec.ts › books by keyboard [chromium] |',
    );
    expect(renderMarkdown(report, 'pl')).toContain('| 1.1.1 Treść nietekstowa | Nie oceniono |');
    const html = renderHtml(report, 'pl');
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('<th scope="row">2.5.3 Etykieta w nazwie</th><td>Obsługuje</td>');
  });
});
