// The portal's size budgets (DESIGN.md), checked by scripts/check-size.mjs next to the widget's:
// the first route (the entry script, every chunk it imports statically, and the stylesheets
// index.html links) ≤ 130 KB gzip (DESIGN.md) — the aim is 120 KB; lower this as it drops,
// never raise it — and every further chunk (lazy routes, keycloak-js, the API client…) ≤ 40 KB.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

const KB = 1024;

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

/**
 * The portal's budget rows (`{ name, files, budget }` in bytes) and the first-route files that
 * carry keycloak-js (recognised by strings only keycloak-js has: core's own session code names
 * its callback keys, so `kc-callback-` would be a false alarm here). `null` when the portal is
 * not built (`npm run build:portal`).
 */
export function portalSizeBudgets(root) {
  const dist = join(root, 'packages/portal/dist');
  if (!existsSync(join(dist, 'index.html'))) return null;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const linked = (pattern) => [...html.matchAll(pattern)].map((m) => join(dist, m[1].replace(/^\//, '')));
  const entries = linked(/<script[^>]+type="module"[^>]+src="([^"]+)"/g);
  const styles = linked(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const firstRoute = [...new Set(entries.flatMap(staticClosure))];
  const inFirst = new Set(firstRoute);
  const assets = join(dist, 'assets');
  const lazyChunks = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(assets, name))
    .filter((file) => !inFirst.has(file));
  const rows = [
    {
      name: 'portal first route (entry + static imports + CSS)',
      files: [...firstRoute, ...styles],
      budget: 130 * KB,
    },
    ...lazyChunks.map((file) => ({ name: `portal chunk ${basename(file)}`, files: [file], budget: 40 * KB })),
  ];
  const leaks = firstRoute.filter((file) =>
    /login-status-iframe\.html|3p-cookies\/step1/.test(readFileSync(file, 'utf8')),
  );
  return { rows, leaks };
}
