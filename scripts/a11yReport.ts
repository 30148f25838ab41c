/**
 * `npm run a11y:report`: the accessibility conformance report of the current version (VPAT 2.5 INT
 * structure, WCAG 2.2 A/AA and EN 301 549 clauses 9, 11.8 and 12), each row's level from our claim
 * (scripts/a11y/assessment.ts) and the evidence found now: the axe rules the e2e runs, the e2e tests
 * tagged with the criterion as Playwright lists them, the manual checks. Writes
 * docs/accessibility/acr-<version>.json (the data) and its Markdown and HTML in Polish and English,
 * and what the brands' accessibility statements say of it (the portal's statementFindings.json).
 *
 * `--check` (in `npm test`) writes nothing: it fails when a row the written report claims lost
 * evidence it was published with (a test renamed, skipped or removed), naming the row, and when the
 * written report is otherwise out of date.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { buildReport, lostEvidence, type Report } from './a11y/buildReport';
import { EN_CHAPTERS, WCAG_CHAPTERS } from './a11y/criteria';
import { AXE_VERSION, axeRulesFor, listTests, readManualChecks } from './a11y/evidence';
import { type Lang, renderHtml, renderMarkdown } from './a11y/renderReport';
import { statementFindingsOf, statementJsonOf } from './a11y/statementFindings';

const root = new URL('../', import.meta.url);
const DOCS = new URL('docs/accessibility/', root);
const version = (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string })
  .version;
const jsonFile = new URL(`acr-${version}.json`, DOCS);
/** What each brand's accessibility statement (the portal's /deklaracja-dostepnosci) says of the report. */
const statementFile = new URL('packages/portal/src/features/accessibility/statementFindings.json', root);

function currentReport(date: string): Report {
  return buildReport({
    product: { name: 'Wizyta', version },
    date,
    axeVersion: AXE_VERSION,
    wcag: WCAG_CHAPTERS,
    en: EN_CHAPTERS,
    tests: listTests(),
    axeRulesFor,
    manual: readManualChecks(new URL('manual-checks.md', DOCS).pathname),
  });
}

function write(report: Report): void {
  writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  for (const lang of ['pl', 'en'] as const satisfies readonly Lang[]) {
    writeFileSync(new URL(`acr-${version}.${lang}.md`, DOCS), renderMarkdown(report, lang));
    writeFileSync(new URL(`acr-${version}.${lang}.html`, DOCS), renderHtml(report, lang));
  }
  writeFileSync(statementFile, statementJsonOf(statementFindingsOf(report)));
  console.log(`a11y:report: wrote ${new URL(`acr-${version}.*`, DOCS).pathname} (${summary(report)})`);
}

function summary(report: Report): string {
  const counts = new Map<string, number>();
  for (const chapter of report.chapters.filter((c) => c.standard === 'wcag-2.2')) {
    for (const row of chapter.criteria) counts.set(row.level, (counts.get(row.level) ?? 0) + 1);
  }
  return `WCAG 2.2 A/AA: ${[...counts].map(([level, n]) => `${n} ${level}`).join(', ')}`;
}

function check(): number {
  if (!existsSync(jsonFile)) {
    console.error(`a11y:report --check: no report for version ${version}; run \`npm run a11y:report\``);
    return 1;
  }
  const published = JSON.parse(readFileSync(jsonFile, 'utf8')) as Report;
  const current = currentReport(published.date);
  const lost = lostEvidence(published, current);
  for (const loss of lost) {
    console.error(
      `a11y:report --check: row ${loss.row} "${loss.handle}" (${loss.level}) lost its evidence: ${loss.lost}`,
    );
  }
  if (lost.length > 0) {
    console.error('Put the evidence back, or run `npm run a11y:report` and publish the changed claim.');
    return 1;
  }
  const statement = existsSync(statementFile) ? readFileSync(statementFile, 'utf8') : '';
  if (
    JSON.stringify(current) !== JSON.stringify(published) ||
    statement !== statementJsonOf(statementFindingsOf(current))
  ) {
    console.error(
      `a11y:report --check: ${jsonFile.pathname} or ${statementFile.pathname} is out of date; run \`npm run a11y:report\``,
    );
    return 1;
  }
  console.log(`a11y:report --check: the report of ${version} stands on its evidence (${summary(current)})`);
  return 0;
}

if (process.argv.includes('--check')) process.exitCode = check();
else write(currentReport(new Date().toISOString().slice(0, 10)));
