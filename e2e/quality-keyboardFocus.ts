import { expect, type Frame, type Page } from '@playwright/test';

/** What the keyboard is on: the deepest focused element, through open shadow roots. */
export interface FocusedElement {
  /** Lower-case tag name; `body` when nothing is focused. */
  readonly tag: string;
  /** The input's type, the role attribute or ''. */
  readonly kind: string;
  /** Its label: aria-label, aria-labelledby, the <label>s, else its text (trimmed, one line). */
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
  /** Inside <wizyta-booking>'s shadow root. */
  readonly inWidget: boolean;
  /** The computed focus indicator: the outline, or a box-shadow. */
  readonly outline: string;
  readonly ringVisible: boolean;
}

/**
 * The element that has keyboard focus (`document.activeElement`, then each open shadow root's
 * `activeElement`) with its computed focus indicator, in whichever frame holds it: on a partner
 * page the widget's flow runs in the provider's frame, which the page's own script cannot read. A
 * ring counts as visible when the outline is drawn (style not `none`, width ≥ 1 px, colour not
 * transparent) or a box-shadow is set.
 */
export async function focusedElement(page: Page): Promise<FocusedElement> {
  const found: FocusedElement[] = [];
  for (const frame of page.frames()) {
    const result = await focusedIn(frame).catch(() => null);
    // A page whose focus is in a frame has that <iframe> as its deepest active element.
    if (result?.focusedDocument && result.tag !== 'iframe') found.push(result);
  }
  return found.find((f) => f.tag !== 'body') ?? found[0] ?? focusedIn(page.mainFrame());
}

/** The frames of `page` in turn, for a value only the focused one has (`null` elsewhere). */
export async function inFocusedFrame<T>(page: Page, read: () => T | null): Promise<T | null> {
  for (const frame of page.frames()) {
    const value = await frame.evaluate(read).catch(() => null);
    if (value !== null) return value as T;
  }
  return null;
}

function focusedIn(frame: Frame): Promise<FocusedElement & { readonly focusedDocument: boolean }> {
  return frame.evaluate(() => {
    let el: Element | null = document.activeElement;
    let inWidget = false;
    while (el?.shadowRoot?.activeElement) {
      if (el.tagName === 'WIZYTA-BOOKING') inWidget = true;
      el = el.shadowRoot.activeElement;
    }
    const element = el ?? document.body;
    const root = element.getRootNode() as Document | ShadowRoot;
    const text = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
    const labelledBy = (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => text(root.getElementById(id)?.textContent))
      .join(' ');
    const labels =
      'labels' in element && element.labels instanceof NodeList
        ? Array.from(element.labels as NodeListOf<HTMLLabelElement>, (l) => text(l.textContent)).join(' ')
        : '';
    const name =
      text(element.getAttribute('aria-label')) || labelledBy || labels || text(element.textContent);
    const style = getComputedStyle(element);
    const width = Number.parseFloat(style.outlineWidth) || 0;
    const transparent = /^(transparent|rgba\(.*,\s*0\))$/.test(style.outlineColor);
    const outlined = style.outlineStyle !== 'none' && width >= 1 && !transparent;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      tag: element.tagName.toLowerCase(),
      kind: element.getAttribute('type') ?? element.getAttribute('role') ?? '',
      name,
      value: 'value' in element ? String((element as HTMLInputElement).value) : '',
      checked: 'checked' in element ? Boolean((element as HTMLInputElement).checked) : false,
      inWidget,
      outline: outlined
        ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
        : shadow
          ? `box-shadow ${style.boxShadow}`
          : 'none',
      ringVisible: outlined || shadow,
      focusedDocument: document.hasFocus(),
    };
  });
}

/** Fails unless an element other than <body> has focus and shows a visible focus indicator. */
export async function expectVisibleFocus(page: Page, where = ''): Promise<FocusedElement> {
  const focused = await focusedElement(page);
  const label = `${where ? `${where}: ` : ''}<${focused.tag}> "${focused.name.slice(0, 60)}"`;
  expect(focused.tag, `${label}: focus lost to the page body`).not.toBe('body');
  expect(focused.ringVisible, `${label}: no visible focus indicator (outline ${focused.outline})`).toBe(true);
  return focused;
}

/** Options of {@link tabTo}. */
export interface TabToOptions {
  /** Shift+Tab instead of Tab. */
  readonly backwards?: boolean;
  /** Tag name the target must have (e.g. `button`), to tell a button from a same-named field. */
  readonly tag?: string;
  /** How many presses before giving up. */
  readonly max?: number;
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches `name`, asserting a visible
 * focus indicator on every element passed on the way; fails when it is never reached.
 */
export async function tabTo(
  page: Page,
  name: string | RegExp,
  options: TabToOptions = {},
): Promise<FocusedElement> {
  const { backwards = false, tag, max = 60 } = options;
  const matches = (f: FocusedElement) =>
    (typeof name === 'string' ? f.name === name : name.test(f.name)) && (!tag || f.tag === tag);
  const visited: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focused = await focusedElement(page);
    visited.push(`<${focused.tag}> ${focused.name.slice(0, 40)}`);
    // Leaving the document (to the browser's UI) focuses nothing for a moment: not a failure.
    if (focused.tag !== 'body') await expectVisibleFocus(page, `Tab ${i + 1} towards "${String(name)}"`);
    if (matches(focused)) return focused;
  }
  throw new Error(
    `"${String(name)}" never took focus in ${max} Tab presses; visited:\n${visited.join('\n')}`,
  );
}

/**
 * In a focused radio group, presses ArrowDown until the radio named `name` is focused (arrows also
 * check it); Space checks it when the group started with none checked.
 */
export async function arrowToRadio(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    const focused = await expectVisibleFocus(page, `radio "${name}"`);
    expect(focused.kind, `radio "${name}": focus left the radio group`).toBe('radio');
    if (focused.name === name) {
      if (!focused.checked) await page.keyboard.press('Space');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`radio "${name}" never reached with ArrowDown`);
}

/** Types `text` into the focused field when it is empty (a profile may have filled it already). */
export async function typeIfEmpty(page: Page, text: string): Promise<void> {
  const focused = await expectVisibleFocus(page);
  if (focused.value === '') await page.keyboard.type(text);
}
