import type { Level, Report, ReportRow, TestEvidence } from './buildReport';

export type Lang = 'pl' | 'en';

export const LEVEL_LABEL: Record<Lang, Record<Level, string>> = {
  pl: {
    supports: 'Obsługuje',
    'partially-supports': 'Częściowo obsługuje',
    'does-not-support': 'Nie obsługuje',
    'not-applicable': 'Nie dotyczy',
    'not-evaluated': 'Nie oceniono',
  },
  en: {
    supports: 'Supports',
    'partially-supports': 'Partially Supports',
    'does-not-support': 'Does Not Support',
    'not-applicable': 'Not Applicable',
    'not-evaluated': 'Not Evaluated',
  },
};

const TEXT = {
  pl: {
    title: 'Raport zgodności z wymaganiami dostępności',
    edition: 'Na podstawie VPAT® 2.5 INT (wydanie międzynarodowe)',
    product: 'Produkt',
    version: 'Wersja',
    date: 'Data raportu',
    description:
      'Wizyta: portal pacjenta i lekarza oraz widżet rezerwacji osadzany na stronach partnerów (white label).',
    methods: 'Metody oceny',
    methodsText: (axe: string) =>
      `Testy e2e Playwright w Chromium, Firefoksie i WebKicie: axe-core ${axe} (WCAG 2.0/2.1 A i AA, WCAG 2.2 AA) na każdej trasie portalu i każdym kroku widżetu, dla każdego rodzaju marki, trybu, motywu i języka; ścieżki wyłącznie z klawiatury; dopasowanie do 320 CSS px i powiększenie 200 %. Kontrole ręczne z czytnikiem ekranu: docs/accessibility/manual-checks.md. Wiersz bez dowodu ma poziom „Nie oceniono”.`,
    standards: 'Zastosowane standardy',
    terms: 'Poziomy zgodności',
    criteria: 'Kryterium',
    level: 'Poziom zgodności',
    remarks: 'Uwagi i wyjaśnienia',
    evidence: 'Dowody',
    axeRules: 'reguły axe',
    axeScans: 'skany axe (dodatek A)',
    manual: 'kontrola ręczna',
    notRun: 'nie wykonano',
    appendix: 'Dodatek A: testy e2e ze skanem axe',
  },
  en: {
    title: 'Accessibility Conformance Report',
    edition: 'Based on VPAT® 2.5 INT (International Edition)',
    product: 'Product',
    version: 'Version',
    date: 'Report date',
    description:
      "Wizyta: the patients' and doctors' portal and the booking widget embedded in partners' pages (white label).",
    methods: 'Evaluation methods',
    methodsText: (axe: string) =>
      `Playwright e2e tests in Chromium, Firefox and WebKit: axe-core ${axe} (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) on every portal route and every widget step, per brand kind, mode, theme and language; keyboard-only journeys; reflow at 320 CSS px and 200 % zoom. Manual screen-reader checks: docs/accessibility/manual-checks.md. A row without evidence is "Not Evaluated".`,
    standards: 'Applicable standards',
    terms: 'Conformance levels',
    criteria: 'Criteria',
    level: 'Conformance Level',
    remarks: 'Remarks and Explanations',
    evidence: 'Evidence',
    axeRules: 'axe rules',
    axeScans: 'axe scans (Appendix A)',
    manual: 'manual check',
    notRun: 'not run',
    appendix: 'Appendix A: the e2e tests that run axe',
  },
} as const;

const STANDARDS = [
  'Web Content Accessibility Guidelines 2.2: A, AA',
  'EN 301 549 V3.2.1 (2021-03): 9, 11.8, 12',
] as const;

function testName(test: TestEvidence): string {
  return `${test.file} › ${test.title} [${test.projects.join(', ')}]`;
}

/** One row's evidence as lines: the axe rules, the tagged tests by title, the manual checks. */
function evidenceLines(row: ReportRow, lang: Lang, axeTests: ReadonlySet<string>): string[] {
  const t = TEXT[lang];
  const lines: string[] = [];
  if (row.evidence.axeRules.length > 0)
    lines.push(`${t.axeRules}: ${row.evidence.axeRules.join(', ')}; ${t.axeScans}`);
  for (const test of row.evidence.tests) if (!axeTests.has(testName(test))) lines.push(testName(test));
  for (const check of row.evidence.manual) {
    lines.push(
      `${t.manual} ${check.id} (${check.title}): ${check.date ? `${check.result}, ${check.date}` : t.notRun}`,
    );
  }
  return lines;
}

function axeTestsOf(report: Report): string[] {
  const names = new Set<string>();
  for (const chapter of report.chapters) {
    for (const row of chapter.criteria) {
      if (row.evidence.axeRules.length > 0) for (const test of row.evidence.tests) names.add(testName(test));
    }
  }
  // Only the tests every axe-backed row shares are the scans; the rest are a row's own tests.
  const rows = report.chapters
    .flatMap((chapter) => chapter.criteria)
    .filter((row) => row.evidence.axeRules.length > 0);
  return [...names]
    .filter((name) => rows.every((row) => row.evidence.tests.some((test) => testName(test) === name)))
    .sort();
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

export function renderMarkdown(report: Report, lang: Lang): string {
  const t = TEXT[lang];
  const axeTests = axeTestsOf(report);
  const axeSet = new Set(axeTests);
  const out = [
    `# ${t.title}: ${report.product.name} ${report.product.version}`,
    '',
    t.edition,
    '',
    `- ${t.product}: ${t.description}`,
    `- ${t.version}: ${report.product.version}`,
    `- ${t.date}: ${report.date}`,
    `- ${t.methods}: ${t.methodsText(report.axeVersion)}`,
    '',
    `## ${t.standards}`,
    '',
    ...STANDARDS.map((standard) => `- ${standard}`),
    '',
    `## ${t.terms}`,
    '',
    ...Object.values(LEVEL_LABEL[lang]).map((label) => `- ${label}`),
  ];
  for (const chapter of report.chapters) {
    out.push(
      '',
      `## ${chapter.label[lang]}`,
      '',
      `| ${t.criteria} | ${t.level} | ${t.remarks} | ${t.evidence} |`,
      '| --- | --- | --- | --- |',
    );
    for (const row of chapter.criteria) {
      const evidence = evidenceLines(row, lang, axeSet).map(escapeCell).join('<br>');
      out.push(
        `| ${row.id} ${escapeCell(row.handle[lang])} | ${LEVEL_LABEL[lang][row.level]} | ${escapeCell(row.remarks[lang])} | ${evidence} |`,
      );
    }
  }
  out.push('', `## ${t.appendix}`, '', ...axeTests.map((name) => `- ${name}`), '');
  return out.join('\n');
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function renderHtml(report: Report, lang: Lang): string {
  const t = TEXT[lang];
  const axeTests = axeTestsOf(report);
  const axeSet = new Set(axeTests);
  const list = (items: readonly string[]) =>
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  const title = `${t.title}: ${report.product.name} ${report.product.version}`;
  const body = [
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(t.edition)}</p>`,
    '<dl>',
    `<dt>${t.product}</dt><dd>${escapeHtml(t.description)}</dd>`,
    `<dt>${t.version}</dt><dd>${escapeHtml(report.product.version)}</dd>`,
    `<dt>${t.date}</dt><dd>${escapeHtml(report.date)}</dd>`,
    `<dt>${t.methods}</dt><dd>${escapeHtml(t.methodsText(report.axeVersion))}</dd>`,
    '</dl>',
    `<h2>${t.standards}</h2>`,
    list(STANDARDS),
    `<h2>${t.terms}</h2>`,
    list(Object.values(LEVEL_LABEL[lang])),
  ];
  for (const chapter of report.chapters) {
    body.push(
      `<h2>${escapeHtml(chapter.label[lang])}</h2>`,
      '<table>',
      `<thead><tr><th scope="col">${t.criteria}</th><th scope="col">${t.level}</th><th scope="col">${t.remarks}</th><th scope="col">${t.evidence}</th></tr></thead>`,
      '<tbody>',
    );
    for (const row of chapter.criteria) {
      const evidence = evidenceLines(row, lang, axeSet);
      body.push(
        `<tr><th scope="row">${escapeHtml(`${row.id} ${row.handle[lang]}`)}</th><td>${LEVEL_LABEL[lang][row.level]}</td><td>${escapeHtml(row.remarks[lang])}</td><td>${evidence.length > 0 ? list(evidence) : ''}</td></tr>`,
      );
    }
    body.push('</tbody>', '</table>');
  }
  body.push(`<h2>${t.appendix}</h2>`, list(axeTests));
  return `<!doctype html>\n<html lang="${lang}">\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(title)}</title>\n</head>\n<body>\n<main>\n${body.join('\n')}\n</main>\n</body>\n</html>\n`;
}
