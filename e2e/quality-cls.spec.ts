import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { flow } from './widget-bookingSteps';
import { checkByKeyboard } from './widget-leaveStep';
import { serveWidgetBuild, WIDGET_BASE } from './widget-serveBuild';

// Cumulative layout shift on the partner page, from the first paint until the widget's search
// step is interactive (and a moment after): the widget must reserve its height (DESIGN: CLS 0 on
// the partner page), so nothing on the page moves when the loader, the bundle and the search step
// arrive. Counted like CLS: every 'layout-shift' entry without recent input.
const PARTNER = 'http://127.0.0.1:8081/partner-site/';

interface Shift {
  value: number;
  at: number;
  moved: string[];
}

/** The layout shifts so far (buffered: from the start of the page), with what moved. */
function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        const shifts: Shift[] = [];
        // Entries carry `value`, `hadRecentInput` and `sources` (not in TypeScript's DOM types).
        type LayoutShift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        };
        const nameOf = (node: Node | null) =>
          node instanceof Element
            ? `${node.localName}${node.id ? `#${node.id}` : ''}`
            : String(node?.nodeName);
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShift[]) {
            if (entry.hadRecentInput) continue;
            shifts.push({
              value: entry.value,
              at: Math.round(entry.startTime),
              moved: entry.sources.map(
                (s) =>
                  `${nameOf(s.node)} ${Math.round(s.previousRect.y)}+${Math.round(s.previousRect.height)}` +
                  ` → ${Math.round(s.currentRect.y)}+${Math.round(s.currentRect.height)}`,
              ),
            });
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the next task; give the last frames time to paint.
        setTimeout(() => {
          observer.disconnect();
          resolve(shifts);
        }, 500);
      }),
  );
}

/** Waits until the search step lists the towns: the point where the patient can act. */
async function searchStepInteractive(page: Page): Promise<void> {
  const widget = flow(page);
  await expect(
    widget.getByLabel('Miasto', { exact: true }).locator('option', { hasText: 'Kraków' }),
  ).toHaveCount(1);
  await expect(widget.getByRole('button', { name: 'Szukaj lekarza' })).toBeEnabled();
}

// Lighthouse's mobile profile is 412×823 at a device pixel ratio of 1.75. Not `isMobile`: under
// Playwright's mobile emulation Chromium marks the first shifts `hadRecentInput`, which would hide
// exactly what this test is about.
const VIEWPORTS = [
  {
    name: 'mobile (412×823, like Lighthouse)',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  },
  { name: 'desktop (1350×940)', viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
];

for (const { name, viewport, deviceScaleFactor } of VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport, deviceScaleFactor });

    test.beforeEach(async ({ context }) => {
      await serveWidgetBuild(context);
      // The widget's files arrive late, as from a slow CDN: the page paints before the (async)
      // loader runs, so the height must be reserved by the page's own stylesheet, not the loader.
      await context.route(`${WIDGET_BASE}**`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.fallback();
      });
    });

    test('nothing on the partner page moves while the widget loads: CLS 0', async ({ page }) => {
      await page.goto(PARTNER);
      await searchStepInteractive(page);
      const shifts = await layoutShifts(page);
      const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(cls, `layout shifts: ${JSON.stringify(shifts, null, 2)}`).toBeLessThan(0.001);
    });

    test('the reserved height is the search step’s own height (no empty band below it)', async ({ page }) => {
      await page.goto(PARTNER);
      await searchStepInteractive(page);
      const host = await page
        .locator('wizyta-booking')
        .evaluate((element) => element.getBoundingClientRect().height);
      // What the flow frame shows: the search step (the frame's first element) down to the last
      // line under it (the accessibility statement's link, a notice of the browser's storage).
      const content = await flow(page).evaluate(() => {
        const shown = [...(document.querySelector('wizyta-booking')?.shadowRoot?.children ?? [])]
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.height > 0);
        if (shown.length === 0) return 0;
        return Math.max(...shown.map((box) => box.bottom)) - Math.min(...shown.map((box) => box.top));
      });
      // Equal within a line of text: a larger reserve would leave a blank band under the form.
      expect(host - content).toBeLessThan(24);
    });

    test('the patient’s first input releases the reserve: later steps take their own height', async ({
      page,
    }) => {
      await page.goto(PARTNER);
      await searchStepInteractive(page);
      const element = page.locator('wizyta-booking');
      const minHeight = () => element.evaluate((host) => getComputedStyle(host).minHeight);
      expect(await minHeight()).not.toBe('0px');
      // The input is inside the frame: the frame tells the element (wizyta:acted). A key press is
      // an input as much as a pointer (checkByKeyboard: the search form may still be growing).
      await checkByKeyboard(flow(page).getByLabel('Dorosły', { exact: true }));
      await expect.poll(minHeight).toBe('0px');
    });
  });
}
