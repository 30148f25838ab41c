// The widget's size budgets, checked by scripts/check-size.mjs and reported by
// scripts/bench.mjs, all enforced: the loader ≤ 1.5 KB gzip; the JS a partner page runs before the
// patient's first interaction (loader + wizyta-widget.js + its static imports: the element that
// hosts the flow frame) ≤ 10 KB; all JS a complete Polish SMS booking transfers — the partner
// page's and the flow frame's (wizyta-flow.js + static imports, the booking flow, the session) —
// ≤ 100 KB (the flow frame's stylesheet, wizyta-booking.css, is CSS and not counted). e2e/widget-isolation.spec.ts books in Chromium and checks the browser fetched exactly
// these files.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/** Gzip (level 9) size in bytes of `files` together. */
export function gzipSize(files) {
  return files.reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0);
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
 * `entry` and everything it imports, statically or with `import()`, transitively — except the
 * chunks a Polish SMS booking never asks for (keycloak-js, the session's SSO half and the SSO
 * popup's code: SSO; the English
 * catalogue and the Ukrainian ones (the flow's and the partner page's texts); ALTCHA: only a brand
 * with `captchaSiteKey` shows a captcha, and the budget is the default brand's; the dataLayer
 * bridge: only a page reporting analytics consent loads it; the flow's rare screens: no doctors,
 * the NFZ or plan confirmation, the account steps after a sign-in, a brand that does not book; the
 * popup modes' dialog, `Wizyta('open')` and `Wizyta('prefill'|'close')`: the budget's booking is
 * an inline one the page does not prefill by script).
 */
function bookingClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (
      seen.has(file) ||
      !existsSync(file) ||
      /\/(keycloak|sso|ssoSession|messagesEn|messagesUk|hostTextsUk|altcha|dataLayer|rareScreens|downloadVisitIcs|createDialogView|openFlowDialog|pageCommands)-[^/]*\.js$/.test(
        file,
      )
    )
      return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/import\s*\(?\s*(?:[\w${},*\s]+from\s*)?["']([^"']+)["']/g)) {
      const spec = match[1];
      if (spec?.startsWith('.')) visit(resolve(dirname(file), spec));
    }
  };
  visit(entry);
  return [...seen];
}

/**
 * Every JS file a complete Polish SMS booking on a partner page downloads: the loader, the
 * element (wizyta-widget.js) and the flow frame (wizyta-flow.js) with everything they import,
 * statically or on demand (the search step, the booking flow, its later screens, the session) —
 * not keycloak-js nor the SSO chunk (SSO only), English, nor ALTCHA (captcha deployments only).
 * e2e/widget-isolation.spec.ts checks that the browser
 * fetched exactly these.
 */
export function smsBookingFiles(widgetDir) {
  const files = [
    join(widgetDir, 'wizyta-loader.js'),
    ...bookingClosure(join(widgetDir, 'wizyta-widget.js')),
    ...bookingClosure(join(widgetDir, 'wizyta-flow.js')),
  ];
  return [...new Set(files)];
}

/**
 * The widget's budget rows (`{ name, files, budget }` in bytes) for the build in `widgetDir`
 * (default `<root>/dist/widget`), and the first-chunk files that carry keycloak-js or ALTCHA. `null` when
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
      budget: 10 * KB,
    },
    {
      name: 'widget: all JS of a Polish SMS booking (partner page + flow frame)',
      files: smsBookingFiles(widgetDir),
      budget: 100 * KB,
    },
  ];
  // keycloak-js (recognised by its OIDC endpoint paths) may only arrive through a dynamic import
  // when the patient picks SSO. Not by the `kc-callback-` prefix: the session's own storage keys
  // name it (logout clears keycloak-js's callback state), and they travel with the order's payment
  // hand-off marker in the frame's first chunk, without keycloak-js.
  const leaks = [...firstChunk, ...frameFirst].filter((file) =>
    /protocol\/openid-connect/.test(readFileSync(file, 'utf8')),
  );
  // ALTCHA (recognised by where it defines its element) only through the captcha's dynamic import.
  const altchaLeaks = [...firstChunk, ...frameFirst].filter((file) =>
    /customElements\.define\(["']altcha-widget/.test(readFileSync(file, 'utf8')),
  );
  return { rows, leaks, altchaLeaks };
}
