#!/usr/bin/env node
// `npm run bench`: builds everything and measures it — gzip sizes (the size budgets' own
// functions), the widget's start-up on the partner page against the page alone (preact/compat
// build and a react-dom build of the same widget), and Lighthouse (mobile) on the partner page and
// the signed-in portal pages, and the INP of the slot selection on the portal's search form under
// 4× CPU throttling. Prints a table and writes it into README.md's "Performance"
// section. Not part of `npm test`: timings on shared machines are noisy; the ratios are the point.
import { execSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReactWidget } from './bench/buildReactWidget.mjs';
import { measureSlotInp } from './bench/measureSlotInp.mjs';
import { measureWidget } from './bench/measureWidget.mjs';
import { runLighthouse } from './bench/runLighthouse.mjs';
import { portalSizeBudgets } from './portalSizeBudgets.mjs';
import { composition } from './sizeComposition.mjs';
import { gzipSize, widgetSizeBudgets } from './widgetSizeBudgets.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const step = (text) => console.error(`[bench] ${text}`);

async function backendUp() {
  return fetch('http://localhost:8080/config.json').then(
    (r) => r.ok,
    () => false,
  );
}

/** Uses a backend already on :8080/:8081, or starts one (DELAY_MS=0) and returns its stopper. */
async function ensureBackend() {
  if (await backendUp()) {
    step('using the sample backend already running on :8080 (its DELAY_MS applies)');
    return () => undefined;
  }
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['packages/sample-backend/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DELAY_MS: '0' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100 && !(await backendUp()); i += 1) await new Promise((r) => setTimeout(r, 200));
  if (!(await backendUp())) throw new Error('the sample backend did not start on :8080');
  return () => child.kill('SIGTERM');
}

/** `value / budget` as a ratio (`0.96×`), the budget's share used. */
const toBudget = (value, budget) => `${(value / budget).toFixed(2)}×`;

function sizeRows(reactDir) {
  const widget = widgetSizeBudgets(ROOT);
  const react = widgetSizeBudgets(ROOT, reactDir);
  const portal = portalSizeBudgets(ROOT);
  const row = (rows, prefix) => rows.find((r) => r.name.startsWith(prefix));
  const measured = (label, budgets, prefix) => {
    const { files, budget } = row(budgets.rows, prefix);
    const size = gzipSize(files);
    return [label, kb(size), `≤ ${kb(budget)}`, toBudget(size, budget)];
  };
  const chunks = portal.rows.filter((r) => r.name.startsWith('portal chunk'));
  const largest = chunks.map((r) => ({
    name: basename(r.files[0]),
    size: gzipSize(r.files),
    budget: r.budget,
  }));
  largest.sort((a, b) => b.size - a.size);
  return [
    measured('widget loader', widget, 'widget loader'),
    measured('widget: partner page JS before the first interaction', widget, 'widget: partner page'),
    measured('widget: all JS of a Polish SMS booking (partner page + flow frame)', widget, 'widget: all JS'),
    [
      'same widget on react-dom: all JS of the booking',
      kb(gzipSize(row(react.rows, 'widget: all JS').files)),
      '(comparison)',
      '–',
    ],
    measured('portal first route', portal, 'portal first route'),
    [
      `portal largest chunk (${largest[0]?.name})`,
      kb(largest[0]?.size ?? 0),
      `≤ ${kb(largest[0]?.budget ?? 0)}`,
      largest[0] ? toBudget(largest[0].size, largest[0].budget) : '–',
    ],
  ];
}

/** The SMS booking's ten largest packages and source folders (scripts/sizeComposition.mjs). */
function compositionRows() {
  const { files } = widgetSizeBudgets(ROOT).rows.find((r) => r.name.startsWith('widget: all JS'));
  const { total, packages, folders } = composition(files, ROOT);
  const cell = (entry) =>
    entry ? `${entry[0]} — ${kb(entry[1])} (${((entry[1] / total) * 100).toFixed(1)} %)` : '';
  return Array.from({ length: 10 }, (_, i) => [String(i + 1), cell(packages[i]), cell(folders[i])]);
}

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function writeReadme(markdown) {
  const path = join(ROOT, 'README.md');
  const readme = readFileSync(path, 'utf8');
  const start = readme.search(/^## Performance$/m);
  const before = start < 0 ? `${readme.trimEnd()}\n\n` : readme.slice(0, start);
  const rest = start < 0 ? '' : readme.slice(start + 1);
  const next = rest.search(/^## /m);
  const after = next < 0 ? '' : `\n${rest.slice(next)}`;
  writeFileSync(path, `${before}${markdown}\n${after}`);
}

/** Builds with `script`; on failure keeps measuring the previous build and says so. */
function build(script, dist) {
  step(`npm run ${script}`);
  try {
    execSync(`npm run ${script} --silent`, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    return null;
  } catch {
    const when = statSync(join(ROOT, dist)).mtime.toISOString();
    return `\`npm run ${script}\` failed: measured the previous build in ${dist} (${when})`;
  }
}

const notes = [build('build:widget', 'dist/widget'), build('build:portal', 'packages/portal/dist')].filter(
  Boolean,
);
step('building the same widget against react-dom (temporary folder)');
const reactDir = buildReactWidget(ROOT);
// The timing reads the widget's files from disk on every run: from a copy of this build, so that a
// rebuild of dist/widget meanwhile (another `npm run build`) cannot empty it under the runs.
const preactDir = join(mkdtempSync(join(tmpdir(), 'wizyta-bench-preact-')), 'widget');
cpSync(join(ROOT, 'dist/widget'), preactDir, { recursive: true });
const sizes = sizeRows(reactDir);
const compositionTop = compositionRows();

const stopBackend = await ensureBackend();
// Other work on a shared machine skews the timings: the load while they ran goes into the text.
const loads = [loadavg()[0]];
let timing;
let lighthouse;
let slotInp;
try {
  step(`timing the widget on the partner page (${RUNS} cold runs each, median)`);
  timing = await measureWidget({
    chromiumPath: CHROMIUM,
    args: FLAGS.filter((f) => f !== '--headless=new'),
    variants: { preact: preactDir, react: reactDir },
    runs: RUNS,
  });
  step(`Lighthouse (mobile, ${LIGHTHOUSE_RUNS} runs each) on the partner page and the signed-in portal`);
  lighthouse = await runLighthouse({
    chromiumPath: CHROMIUM,
    flags: FLAGS,
    runs: LIGHTHOUSE_RUNS,
    pages: [
      { name: 'partner page with the widget', url: 'http://127.0.0.1:8081/partner-site/' },
      { name: 'portal `/` (signed in)', url: 'http://localhost:8080/', signedIn: true },
      { name: 'portal `/make-appointment`', url: 'http://localhost:8080/make-appointment', signedIn: true },
      { name: 'portal visit page', visit: true, signedIn: true },
    ],
  });
  step(`INP of the slot selection on /make-appointment (4× CPU throttling, ${LIGHTHOUSE_RUNS} runs)`);
  slotInp = await measureSlotInp({ chromiumPath: CHROMIUM, args: FLAGS, runs: LIGHTHOUSE_RUNS });
} finally {
  loads.push(loadavg()[0]);
  stopBackend();
  for (const dir of [join(preactDir, '..'), join(reactDir, '../..')])
    rmSync(dir, { recursive: true, force: true });
}

const ms = (value) => `${Math.round(value)} ms`;
// The targets the figures are read against (DESIGN.md, README "Performance"): start-up ≤ 3× the
// page alone; Total Blocking Time ≤ 150 ms on the portal pages, 0 on the partner page.
const STARTUP_BUDGET = 3;
const TBT_BUDGET_MS = 150;
const ratio = (value) => `${(value / timing.baseline).toFixed(2)}×`;
const timingRows = [
  ['partner page alone (load event)', ms(timing.baseline), '1.00×', '–'],
  [
    'widget (preact/compat): script tag → interactive search in the flow frame',
    ms(timing.variants.preact),
    ratio(timing.variants.preact),
    toBudget(timing.variants.preact / timing.baseline, STARTUP_BUDGET),
  ],
  ['same widget on react-dom', ms(timing.variants.react), ratio(timing.variants.react), '(comparison)'],
];
const lhRows = lighthouse.map((r) =>
  r.performance === undefined
    ? [`${r.name} — ${r.note}`, '–', '–', '–', '–', '–', '–']
    : [
        r.note ? `${r.name} — ${r.note}` : r.name,
        String(r.performance),
        String(r.accessibility),
        ms(r.lcpMs),
        ms(r.tbtMs),
        r.name.startsWith('portal') ? toBudget(r.tbtMs, TBT_BUDGET_MS) : '–',
        String(r.cls) + (r.shifted.length ? ` (${r.shifted.join(', ')})` : ''),
      ],
);
const markdown = [
  '## Performance',
  '',
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (Node ${process.versions.node}, headless Chromium, ` +
    `${cpus().length} cores, 1-minute load average ${loads[0].toFixed(1)} when the timed part began and ` +
    `${loads[1].toFixed(1)} when it ended, the bench's own browser included; ` +
    'absolute times on shared machines are noisy, the ratios are the point). Targets: Lighthouse mobile performance ≥ 98 on the portal pages and ≥ 95 on the partner page, accessibility 100, CLS 0 on the partner page.',
  '',
  table(['size (gzip, level 9)', 'measured', 'budget', 'ratio to budget'], sizes),
  '',
  "Where the Polish SMS booking's bytes come from (`npm run check:size` prints this for every budget: " +
    "each file's gzip size shared among the sources its source map names, by minified characters):",
  '',
  table(['', 'package', 'source folder'], compositionTop),
  '',
  table(
    [
      'start-up on the partner page (median of cold runs)',
      'time',
      'ratio to the page alone',
      `ratio to budget (${STARTUP_BUDGET}×)`,
    ],
    timingRows,
  ),
  '',
  table(
    [
      `Lighthouse, mobile profile (median of ${LIGHTHOUSE_RUNS} runs)`,
      'performance',
      'accessibility',
      'LCP',
      'TBT',
      `TBT to budget (${TBT_BUDGET_MS} ms)`,
      'CLS',
    ],
    lhRows,
  ),
  '',
  slotInp.inpMs === undefined
    ? `INP of the slot selection (portal \`/make-appointment\`, 4× CPU throttling): ${slotInp.note}.`
    : `INP of the slot selection (portal \`/make-appointment\`, signed in, 4× CPU throttling, a key press on ` +
      `the hour list timed by the Event Timing API; median of ${slotInp.values.length}): ` +
      `**${ms(slotInp.inpMs)}** (runs: ${slotInp.values.map(ms).join(', ')}; good is ≤ 200 ms).`,
  '',
  ...notes.map((note) => `**Note:** ${note}.\n`),
  'Each Lighthouse row is the run with the median performance score. ' +
    'Signed-in pages: Playwright signs `pacjent` in over the remote debugging port of the same Chromium; Lighthouse runs there without resetting storage, and the portal signs in again silently (check-sso).',
].join('\n');
console.log(`\n${markdown}\n`);
writeReadme(markdown);
step('README.md "Performance" section updated');
