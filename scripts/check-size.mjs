#!/usr/bin/env node
// Size budgets (gzip level 9) of the built widget, from DESIGN.md: fails when one is exceeded.
// Run after `npm run build:widget` (and `npm run build:portal` for the portal's budgets, which
// scripts/portalSizeBudgets.mjs defines).
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portalSizeBudgets } from './portalSizeBudgets.mjs';
import { compositionReport } from './sizeComposition.mjs';
import { gzipSize, widgetSizeBudgets } from './widgetSizeBudgets.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const widget = widgetSizeBudgets(ROOT);
if (!widget) {
  console.error('dist/widget/wizyta-widget.js is missing: run `npm run build:widget` first.');
  process.exit(1);
}
const rows = [...widget.rows];

const portal = portalSizeBudgets(ROOT);
if (portal) rows.push(...portal.rows);
else console.warn('packages/portal/dist is missing: run `npm run build:portal` to check the portal too.');

let failed = false;
const notEnforced = [];
const table = rows.map(({ name, files, budget, enforced = true }) => {
  const size = gzipSize(files);
  const ok = size <= budget;
  if (enforced) failed ||= !ok;
  else if (!ok) notEnforced.push(name);
  return {
    budget: name,
    files: files.length,
    'gzip B': size,
    'limit B': budget,
    '%': Math.round((size / budget) * 100),
    ok: ok ? 'ok' : enforced ? 'OVER' : 'OVER (not enforced yet)',
  };
});
console.table(table);
// Where each budget's bytes come from (scripts/sizeComposition.mjs): the budgets with source maps
// (the widget's; the portal's build writes none).
for (const { name, files } of rows) {
  if (files.every((file) => existsSync(`${file}.map`)))
    console.log(`\n${compositionReport(name, files, ROOT)}`);
}
console.log('');
for (const name of notEnforced) {
  console.warn(
    `Over budget, reported but not enforced yet (a budget still being decided, README "Performance"): ${name}`,
  );
}

if (widget.leaks.length > 0) {
  failed = true;
  console.error(
    `keycloak-js is in the first chunk: ${widget.leaks.map((f) => relative(ROOT, f)).join(', ')}`,
  );
}
if (widget.altchaLeaks.length > 0) {
  failed = true;
  console.error(`ALTCHA is in a first chunk: ${widget.altchaLeaks.map((f) => relative(ROOT, f)).join(', ')}`);
}
if (portal && portal.leaks.length > 0) {
  failed = true;
  console.error(
    `keycloak-js is in the portal's first route: ${portal.leaks.map((f) => relative(ROOT, f)).join(', ')}`,
  );
}

if (failed) {
  console.error('Size budget exceeded (see DESIGN.md, "Size budgets").');
  process.exit(1);
}
console.log(
  notEnforced.length > 0
    ? 'All enforced size budgets met (see the warnings above).'
    : 'All size budgets met.',
);
