import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Frame, type Locator, type Page } from '@playwright/test';
import type axe from 'axe-core';

/** The WCAG levels every page and widget step must pass. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * One blank page per browser context where axe puts each run's frame results together
 * (`axe.finishRun`, kept apart from the page under test as @axe-core/playwright does): the library
 * opens and closes one for every run, with axe's ~500 KB source evaluated in it each time.
 */
const finishPages = new WeakMap<BrowserContext, Promise<Page>>();

function finishPage(page: Page, script: string, configure: string): Promise<Page> {
  const context = page.context();
  let blank = finishPages.get(context);
  if (!blank) {
    blank = context.newPage().then(async (created) => {
      await created.evaluate(script);
      await created.evaluate(configure);
      // The page under test stays the one in front (focus, timers) in every engine.
      await page.bringToFront();
      return created;
    });
    finishPages.set(context, blank);
  }
  return blank;
}

/** The parts of @axe-core/playwright's builder replaced or read below. */
interface AxeBuilderInternals {
  inject(frames: Frame[], shouldThrow?: boolean): Promise<void>;
  runPartialRecursive(frame: Frame, context: unknown): Promise<{ partialPromise: Promise<unknown> }>;
  finishRun(partials: axe.PartialResults): Promise<axe.AxeResults>;
  script(): string;
  axeConfigure(): Promise<string>;
  option: axe.RunOptions;
}

/**
 * axe (WCAG tags above) on the page and every frame in it, the widget's flow frame proven covered.
 * @axe-core/playwright gives each child frame 1 s to evaluate axe's ~500 KB source and, past that,
 * leaves the frame out without a word — on a busy machine a "no violations" then never looked
 * inside the widget. So the library's injection runs under Playwright's own timeout, and a page
 * with a flow frame must have results from inside it. Only the frames the library visits (the
 * page's iframes, recursively) get axe: a frame that is only passing through (keycloak-js's hidden
 * session-check frame navigating or going away) is not the page's content, and evaluating in it
 * while it navigates fails with "Execution context was destroyed".
 * Only violations are asserted anywhere, so axe details only them (`resultTypes`): a passed or
 * incomplete rule keeps one node instead of a selector for every node of the page.
 */
export async function analyzeWithFrames(page: Page): Promise<Awaited<ReturnType<AxeBuilder['analyze']>>> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS);
  const library = builder as unknown as AxeBuilderInternals;
  // The library injects axe into each child frame again, racing that evaluation against a fixed
  // 1 s and leaving the frame out without a word when it loses — which it did once in a fresh-clone
  // CI run (the dark theme's order details). The same injection, under Playwright's own timeout:
  // a frame that cannot take it fails here, loudly.
  library.inject = async (frames) => {
    for (const frame of frames) {
      await frame.evaluate(library.script());
      await frame.evaluate(await library.axeConfigure());
    }
  };
  // The frames whose own analysis finished (the library leaves out a frame that failed).
  const analysed: Promise<Frame | null>[] = [];
  const runPartialRecursive = library.runPartialRecursive.bind(builder);
  library.runPartialRecursive = async (frame, context) => {
    const runner = await runPartialRecursive(frame, context);
    analysed.push(
      runner.partialPromise.then(
        () => frame,
        () => null,
      ),
    );
    return runner;
  };
  library.finishRun = async (partials) => {
    const blank = await finishPage(page, library.script(), await library.axeConfigure());
    return blank.evaluate(
      ([frameResults, options]) =>
        (window as unknown as { axe: typeof axe }).axe.finishRun(frameResults, options),
      [partials, library.option] as const,
    );
  };
  const results = await builder.analyze();
  if (page.frames().some((frame) => frame.url().includes('/widget/flow.html'))) {
    const frames = await Promise.all(analysed);
    const inFrame = frames.some((frame) => frame?.url().includes('/widget/flow.html'));
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
