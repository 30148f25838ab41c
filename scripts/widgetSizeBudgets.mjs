// The widget's size budgets (issue 14), checked by scripts/check-size.mjs and reported by
// scripts/bench.mjs, all enforced: the loader ≤ 1.5 KB gzip; the JS a partner page runs before the
// patient's first interaction (loader + wizyta-widget.js + its static imports: the element that
// hosts the flow frame) ≤ 50 KB; all JS a complete Polish SMS booking transfers — the partner
// page's and the flow frame's (wizyta-flow.js + static imports, the booking flow, the session) —
// ≤ 105 KB. e2e/widget-size.spec.ts books in Chromium and checks the browser fetched exactly
// these files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/** Gzip (level 9) size in bytes of `files` together. */
export function gzipSize(files) {
  return files.reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0);
}

/** The chunk of `widgetDir/chunks` whose name starts with `prefix-` (the build hashes names). */
function chunk(widgetDir, prefix) {
  const dir = join(widgetDir, 'chunks');
  const name = readdirSync(dir).find((file) => file.startsWith(`${prefix}-`) && file.endsWith('.js'));
  if (!name) throw new Error(`no chunks/${prefix}-*.js in ${widgetDir}: the chunk names changed`);
  return join(dir, name);
}

/**
 * Every JS file a complete Polish SMS booking on a partner page downloads: the loader, the
 * element (wizyta-widget.js and its static imports), the flow frame's entry (wizyta-flow.js and
 * its static imports: the search step and the runtime), the booking flow (FlowRoot) and the
 * session (startWidgetSession) with theirs. Not keycloak-js (SSO only) nor English.
 */
export function smsBookingFiles(widgetDir) {
  const files = [
    join(widgetDir, 'wizyta-loader.js'),
    ...staticClosure(join(widgetDir, 'wizyta-widget.js')),
    ...staticClosure(join(widgetDir, 'wizyta-flow.js')),
    ...staticClosure(chunk(widgetDir, 'FlowRoot')),
    ...staticClosure(chunk(widgetDir, 'startWidgetSession')),
  ];
  return [...new Set(files)];
}

/** The entry plus every chunk it imports statically (not `import()`), transitively. */
export function staticClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
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

/**
 * The widget's budget rows (`{ name, files, budget }` in bytes) for the build in `widgetDir`
 * (default `<root>/dist/widget`), and the first-chunk files that carry keycloak-js. `null` when
 * the widget is not built (`npm run build:widget`).
 */
export function widgetSizeBudgets(root, widgetDir = join(root, 'dist/widget')) {
  const entry = join(widgetDir, 'wizyta-widget.js');
  if (!existsSync(entry)) return null;
  const firstChunk = staticClosure(entry);
  const frameFirst = staticClosure(join(widgetDir, 'wizyta-flow.js'));
  const rows = [
    {
      name: 'widget loader (wizyta-loader.js)',
      files: [join(widgetDir, 'wizyta-loader.js')],
      budget: 1.5 * KB,
    },
    {
      name: 'widget: partner page JS before the first interaction (loader + element)',
      files: [join(widgetDir, 'wizyta-loader.js'), ...firstChunk],
      budget: 50 * KB,
    },
    {
      name: 'widget: all JS of a Polish SMS booking (partner page + flow frame)',
      files: smsBookingFiles(widgetDir),
      budget: 105 * KB,
    },
  ];
  // keycloak-js (recognised by its OIDC endpoint paths and callback storage keys) may only arrive
  // through a dynamic import when the patient picks SSO.
  const leaks = [...firstChunk, ...frameFirst].filter((file) =>
    /protocol\/openid-connect|kc-callback-|KEYCLOAK/.test(readFileSync(file, 'utf8')),
  );
  return { rows, leaks };
}
