import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The WCAG levels every page and widget step must pass (issue 9). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the whole partner page, the widget's flow frame and shadow roots included, once the
 * widget has stopped loading; fails on any violation, naming `step`.
 */
export async function expectNoWidgetViolations(page: Page, widget: Locator, step: string): Promise<void> {
  await expect(widget.getByText('Wczytywanie…')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
  );
  expect(found, `widget step "${step}": axe violations`).toEqual([]);
}
