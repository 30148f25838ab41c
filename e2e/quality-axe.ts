import AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Locator, type Page } from '@playwright/test';

/** The WCAG levels every page and widget step must pass. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe (WCAG tags above) on the page and every frame in it, the widget's flow frame proven covered.
 * @axe-core/playwright gives each child frame 1 s to evaluate axe's ~500 KB source and, past that,
 * leaves the frame out without a word — on a busy machine a "no violations" then never looked
 * inside the widget. So the library's injection runs under Playwright's own timeout, and a page
 * with a flow frame must have results from inside a frame. Only the frames the library visits (the
 * page's iframes, recursively) get axe: a frame that is only passing through (keycloak-js's hidden
 * session-check frame navigating or going away) is not the page's content, and evaluating in it
 * while it navigates fails with "Execution context was destroyed".
 */
export async function analyzeWithFrames(page: Page): Promise<Awaited<ReturnType<AxeBuilder['analyze']>>> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  // The library injects axe into each child frame again, racing that evaluation against a fixed
  // 1 s and leaving the frame out without a word when it loses — which it did once in a fresh-clone
  // CI run (the dark theme's order details). The same injection, under Playwright's own timeout:
  // a frame that cannot take it fails here, loudly.
  const library = builder as unknown as {
    inject(frames: Frame[], shouldThrow?: boolean): Promise<void>;
    script(): string;
    axeConfigure(): Promise<string>;
  };
  library.inject = async (frames) => {
    for (const frame of frames) {
      await frame.evaluate(library.script());
      await frame.evaluate(await library.axeConfigure());
    }
  };
  const results = await builder.analyze();
  if (page.frames().some((frame) => frame.url().includes('/widget/flow.html'))) {
    const inFrame = [...results.passes, ...results.violations, ...results.incomplete].some((rule) =>
      rule.nodes.some((node) => node.target.length > 1),
    );
    expect(inFrame, 'axe ran inside the widget flow frame').toBe(true);
  }
  return results;
}

/**
 * Runs axe on the whole partner page, the widget's flow frame and shadow roots included, once the
 * widget has stopped loading; fails on any violation, naming `step`.
 */
export async function expectNoWidgetViolations(page: Page, widget: Locator, step: string): Promise<void> {
  await expect(widget.getByText('Wczytywanie…')).toHaveCount(0);
  const { violations } = await analyzeWithFrames(page);
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
  );
  expect(found, `widget step "${step}": axe violations`).toEqual([]);
}
