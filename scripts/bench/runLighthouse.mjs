// Lighthouse (mobile profile, simulated throttling: its defaults) on the partner page and on the
// signed-in portal pages. The signed-in pages need a session: one Chromium is launched with a
// remote debugging port, Playwright signs `pacjent` in through the dev IdP's form over that port,
// and Lighthouse then runs in the same browser without resetting storage, so the portal signs in
// again silently (keycloak-js check-sso with the IdP's cookie; tokens live in memory only).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { signInAtIdp } from './signInAtIdp.mjs';

const PORTAL = 'http://localhost:8080';

/** Signs in and returns the path of one of the patient's visits. */
async function signIn(browser) {
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${PORTAL}/`);
  await signInAtIdp(page);
  await page.getByRole('button', { name: 'Moje konto' }).waitFor({ timeout: 20_000 });
  const link = page.locator('a[href*="/visit/"]').first();
  await link.waitFor({ timeout: 20_000 });
  const visit = new URL((await link.getAttribute('href')) ?? '', PORTAL).pathname;
  return { page, visit };
}

/**
 * Forgets the last page unload (spec §4: a last unload 5 s or more ago forces a logout) so that
 * the next Lighthouse load signs in silently instead of being logged out.
 */
async function forgetLastUnload(page) {
  await page.goto(`${PORTAL}/config.json`);
  await page.evaluate(() => localStorage.clear());
}

function summary(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    url: lhr.finalDisplayedUrl,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint') ?? Number.NaN),
    tbtMs: Math.round(audit('total-blocking-time') ?? Number.NaN),
    cls: Number((audit('cumulative-layout-shift') ?? Number.NaN).toFixed(3)),
    // What moved (CLS > 0): Lighthouse's layout-shift culprits, by selector.
    shifted: [
      ...new Set((lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => item.node?.selector)),
    ].filter(Boolean),
    failedA11y: Object.values(lhr.audits)
      .filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0))
      .filter((a) => a.score !== null && a.score < 1)
      .map((a) => a.id),
  };
}

/**
 * Runs Lighthouse `runs` times on each of `pages` (`{ name, url }`, or `{ name, visit: true }` for
 * a visit page of the signed-in patient; `signedIn: true` for pages needing the session). Returns
 * one summary per page: its median run by performance score (one run on a shared machine swings
 * by several points).
 */
export async function runLighthouse({ chromiumPath, flags, pages, runs = 1 }) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: flags });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    let session;
    let signInError;
    const results = [];
    for (const target of pages) {
      if (target.signedIn && !session && !signInError) {
        session = await signIn(browser).catch((error) => {
          signInError = error;
          return undefined;
        });
      }
      if (target.signedIn && !session) {
        const reason = String(signInError?.message ?? signInError).split('\n')[0];
        results.push({ name: target.name, note: `not measured: sign-in failed (${reason})`, shifted: [] });
        continue;
      }
      const url = target.visit ? `${PORTAL}${session.visit}` : target.url;
      const summaries = [];
      for (let i = 0; i < runs; i += 1) {
        if (session) await forgetLastUnload(session.page);
        const run = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: true,
        });
        if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
        summaries.push(summary(run.lhr));
      }
      summaries.sort((a, b) => a.performance - b.performance);
      const result = summaries[Math.floor(summaries.length / 2)];
      if (target.signedIn && new URL(result.url).pathname.startsWith('/auth/')) {
        result.note = 'ended on the IdP login page: not signed in';
      }
      results.push({ name: target.name, ...result });
    }
    return results;
  } finally {
    await browser.close().catch(() => undefined);
    chrome.kill();
  }
}
