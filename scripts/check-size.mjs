#!/usr/bin/env node
// Size budgets (gzip level 9) of the built widget, from DESIGN.md: fails when one is exceeded.
// Run after `npm run build:widget` (and `npm run build:portal` for the portal's budgets, which
// scripts/portalSizeBudgets.mjs defines).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { portalSizeBudgets } from './portalSizeBudgets.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WIDGET = join(ROOT, 'dist/widget');
const KB = 1024;

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Every .js file under `dir` (chunks included), source maps and the IIFE twin excluded. */
function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') && !entry.name.endsWith('.iife.js') ? [path] : [];
  });
}

/** The entry plus every chunk it imports statically (not `import()`), transitively. */
function staticClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Minified ESM: `import{a as b}from"./chunks/x.js"` or `import"./chunks/x.js"` — never `import(`.
    for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w${},*\s]+from\s*)?["']([^"']+)["']/g)) {
      const spec = match[1];
      if (spec?.startsWith('.')) visit(resolve(dirname(file), spec));
    }
  };
  visit(entry);
  return [...seen];
}

const sum = (files) => files.reduce((total, file) => total + gz(file), 0);

if (!existsSync(join(WIDGET, 'wizyta-widget.js'))) {
  console.error('dist/widget/wizyta-widget.js is missing: run `npm run build:widget` first.');
  process.exit(1);
}

const entry = join(WIDGET, 'wizyta-widget.js');
const firstChunk = staticClosure(entry);
const rows = [
  { name: 'widget loader (wizyta-loader.js)', files: [join(WIDGET, 'wizyta-loader.js')], budget: 1.5 * KB },
  { name: 'widget interactive search (entry + static imports)', files: firstChunk, budget: 50 * KB },
  { name: 'widget whole (loader + every ESM chunk)', files: jsFiles(WIDGET), budget: 75 * KB },
  {
    name: 'widget IIFE (wizyta-widget.iife.js)',
    files: [join(WIDGET, 'wizyta-widget.iife.js')],
    budget: 75 * KB,
  },
];

const portal = portalSizeBudgets(ROOT);
if (portal) rows.push(...portal.rows);
else console.warn('packages/portal/dist is missing: run `npm run build:portal` to check the portal too.');

let failed = false;
const table = rows.map(({ name, files, budget }) => {
  const size = sum(files);
  const ok = size <= budget;
  failed ||= !ok;
  return {
    budget: name,
    files: files.length,
    'gzip B': size,
    'limit B': budget,
    '%': Math.round((size / budget) * 100),
    ok: ok ? 'ok' : 'OVER',
  };
});
console.table(table);

// keycloak-js (recognised by its OIDC endpoint paths and callback storage keys) may only arrive through a dynamic import when the patient picks SSO.
const leaked = firstChunk.filter((file) =>
  /protocol\/openid-connect|kc-callback-|KEYCLOAK/.test(readFileSync(file, 'utf8')),
);
if (leaked.length > 0) {
  failed = true;
  console.error(`keycloak-js is in the first chunk: ${leaked.map((f) => relative(ROOT, f)).join(', ')}`);
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
console.log('All size budgets met.');
