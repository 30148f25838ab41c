import type { StatementFindings } from '../../packages/portal/src/features/accessibility/StatementFindings';
import type { Report } from './buildReport';

/** What the brands' statements say of `report`: its EN 301 549 clause 9 rows (WCAG 2.1 AA). */
export function statementFindingsOf(report: Report): StatementFindings {
  const rows = report.chapters.find((chapter) => chapter.id === 'en_301_549_web')?.criteria ?? [];
  const wcag = new Map(
    report.chapters.flatMap((chapter) => chapter.criteria.map((row) => [row.id, row] as const)),
  );
  const met = rows.filter((row) => row.level === 'supports' || row.level === 'not-applicable');
  return {
    version: report.product.version,
    date: report.date,
    conformance: met.length === rows.length ? 'full' : met.length > 0 ? 'partial' : 'none',
    nonConformities: rows
      .filter((row) => row.level === 'partially-supports' || row.level === 'does-not-support')
      .map((row) => ({
        id: row.id,
        handle: row.handle.pl,
        remarks: wcag.get(row.wcag ?? '')?.remarks.pl ?? '',
      })),
    notEvaluated: rows
      .filter((row) => row.level === 'not-evaluated')
      .map((row) => ({ id: row.id, handle: row.handle.pl })),
  };
}

/** The findings as the portal reads them (written by `npm run a11y:report`, compared by `--check`). */
export function statementJsonOf(findings: StatementFindings): string {
  return `${JSON.stringify(findings, null, 2)}\n`;
}
