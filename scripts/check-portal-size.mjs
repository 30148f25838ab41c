#!/usr/bin/env node
// Size budgets (gzip level 9) of the built portal, from DESIGN.md: the first route (the entry
// script, every chunk it imports statically, and the stylesheets index.html links) ≤ 160 KB, and
// every further chunk (lazy routes, keycloak-js…) ≤ 40 KB. Prints a table; exits 1 when over.
// Run after `npm run build:portal`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'packages/portal/dist');
const KB = 1024;
const FIRST_ROUTE_BUDGET = 160 * KB;
const CHUNK_BUDGET = 40 * KB;

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The entry plus every chunk it imports statically (not `import()`), transitively. */
function staticClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w${},*\s]+from\s*)?["']([^"']+)["']/g)) {
      const spec = match[1];
      if (spec?.startsWith('.')) visit(resolve(dirname(file), spec));
    }
  };
  visit(entry);
  return [...seen];
}

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('packages/portal/dist/index.html is missing: run `npm run build:portal` first.');
  process.exit(1);
}

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const linked = (pattern) => [...html.matchAll(pattern)].map((m) => join(DIST, m[1].replace(/^\//, '')));
const entries = linked(/<script[^>]+type="module"[^>]+src="([^"]+)"/g);
const styles = linked(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
const firstRoute = [...new Set(entries.flatMap(staticClosure))];
const inFirst = new Set(firstRoute);
const assets = join(DIST, 'assets');
const lazyChunks = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .map((name) => join(assets, name))
  .filter((file) => !inFirst.has(file));

const rows = [
  {
    name: 'first route (entry + static imports + CSS)',
    files: [...firstRoute, ...styles],
    budget: FIRST_ROUTE_BUDGET,
  },
  ...lazyChunks.map((file) => ({ name: `chunk ${basename(file)}`, files: [file], budget: CHUNK_BUDGET })),
];
let failed = false;
const table = rows.map(({ name, files, budget }) => {
  const size = files.reduce((total, file) => total + gz(file), 0);
  const ok = size <= budget;
  failed ||= !ok;
  return {
    budget: name,
    files: files.length,
    'gzip KB': +(size / KB).toFixed(1),
    'limit KB': budget / KB,
    ok: ok ? 'ok' : 'OVER',
  };
});
console.table(table);

// keycloak-js is big and only needed once check-sso starts: it must stay a dynamic import.
const leaked = firstRoute.filter((file) =>
  /login-status-iframe\.html|3p-cookies\/step1/.test(readFileSync(file, 'utf8')),
);
if (leaked.length > 0) {
  failed = true;
  console.error(`keycloak-js is in the first route: ${leaked.map((file) => basename(file)).join(', ')}`);
}
if (failed) {
  console.error('Portal size budget exceeded (DESIGN.md, "Size budgets").');
  process.exit(1);
}
console.log('Portal size budgets met.');
