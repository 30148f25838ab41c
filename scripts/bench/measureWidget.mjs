// The widget's start-up cost on the partner page, in headless Chromium: the time from inserting
// the loader's <script> tag (its request's start) to an interactive search step (the town field
// listing the towns, in the provider's flow frame inside the element), against the time the same
// page takes to load (load event) without the widget. Each run is a fresh context
// (cold cache). The widget's files come from disk through page.route for every variant alike.
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { median } from './median.mjs';

const PARTNER_PAGE = 'http://127.0.0.1:8081/partner-site/';
const WIDGET_BASE = 'http://localhost:8080/widget/';
const TYPES = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css', '.html': 'text/html' };

async function routeWidget(context, dir) {
  await context.route(`${WIDGET_BASE}**`, async (route) => {
    const path = normalize(decodeURIComponent(new URL(route.request().url()).pathname.slice(8)));
    // The flow frame's page comes from the backend (the same static file in every build): a
    // document answered by page.route counts as a public address space, and Chromium would then
    // refuse its calls to the loopback API.
    if (extname(path) === '.html') return route.fallback();
    const body = await readFile(join(dir, path)).catch(() => null);
    if (!body || path.startsWith('..')) return route.fulfill({ status: 404 });
    const origin = route.request().headers().origin;
    return route.fulfill({
      body,
      headers: {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        ...(origin ? { 'access-control-allow-origin': origin } : {}),
      },
    });
  });
}

async function oneRun(browser, widgetDir) {
  const context = await browser.newContext({ locale: 'pl-PL' });
  // Without the widget: the loader request fails at once, the page loads on its own. (The page
  // itself is not rewritten: a page answered by page.route counts as a public address space, and
  // Chromium then refuses its requests to the loopback widget host.)
  if (widgetDir) await routeWidget(context, widgetDir);
  else await context.route(`${WIDGET_BASE}**`, (route) => route.abort());
  const tab = await context.newPage();
  await tab.goto(PARTNER_PAGE, { waitUntil: 'load' });
  let ms;
  if (!widgetDir) {
    ms = await tab.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd);
  } else {
    // The search step is interactive once its town field lists the towns, in the flow frame.
    let frame;
    for (let i = 0; i < 3000 && !frame; i += 1) {
      frame = tab.frames().find((f) => f.url().includes('/widget/flow.html'));
      if (!frame) await new Promise((done) => setTimeout(done, 10));
    }
    if (!frame) throw new Error('the flow frame never appeared');
    const ready = await frame.waitForFunction(
      () => {
        const options = document
          .querySelector('wizyta-booking')
          ?.shadowRoot?.querySelectorAll('select option');
        const listed = [...(options ?? [])].some((option) => option.text === 'Kraków');
        return listed ? performance.timeOrigin + performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    const readyAt = await ready.jsonValue();
    // The script tag is met by the parser when the loader's request starts.
    const insertedAt = await tab.evaluate(
      (name) =>
        performance.timeOrigin +
        (performance.getEntriesByType('resource').find((entry) => entry.name === name)?.startTime ?? 0),
      `${WIDGET_BASE}wizyta-loader.js`,
    );
    ms = readyAt - insertedAt;
  }
  await context.close();
  return ms;
}

/**
 * Measures `runs` cold loads of the partner page without the widget and the widget start-up for
 * each variant (`{ name: dir }`), interleaved (page alone, each variant, page alone, …) so that
 * the load other work puts on the machine meanwhile weighs on every column alike. Returns medians
 * in ms.
 */
export async function measureWidget({ chromiumPath, args, variants, runs = 7 }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args, headless: true });
  try {
    const columns = [['baseline', null], ...Object.entries(variants)];
    // One warm-up of each, not counted: the server's first answers are slower.
    for (const [, dir] of columns) await oneRun(browser, dir);
    const times = new Map(columns.map(([name]) => [name, []]));
    for (let i = 0; i < runs; i += 1) {
      for (const [name, dir] of columns) times.get(name).push(await oneRun(browser, dir));
    }
    const result = { baseline: median(times.get('baseline')), variants: {} };
    for (const [name] of columns.slice(1)) result.variants[name] = median(times.get(name));
    return result;
  } finally {
    await browser.close();
  }
}
