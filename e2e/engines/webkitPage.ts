import { Key, type WebDriver, type WebElement } from 'selenium-webdriver';

/**
 * A page in WebKit (MiniBrowser over WebKitWebDriver), with the few queries and actions the WebKit
 * journeys need, named after Playwright's (getByLabel, getByRole, fill, check, selectOption).
 *
 * What is real input and what is not (README "Tests", "Engines"):
 * - clicks are WebDriver's Element Click: WebKit hit-tests the element's centre and synthesises the
 *   mouse events itself, with their default actions;
 * - keys and typed text are WebDriver key actions that WebKit synthesises as keyboard events at the
 *   focused element, with their default actions (a Space ticks a box, Enter submits or activates).
 *   The element gets the focus from script first, as Playwright's `press` and `fill` do: WebKitGTK's
 *   own Element Send Keys refuses every control inside the flow frame's shadow root ("Element is
 *   not focusable": it expects `document.activeElement` to be the control, and there it is the
 *   shadow host);
 * - a <select>'s option is chosen from the keyboard too: its label typed, or arrow keys;
 * - a date field's value is set from script with input and change fired, as Playwright's `fill`
 *   does for date fields in every engine: WebKitGTK's date field takes typed digits in segments of
 *   its own order and came out as other dates.
 */
export class WebKitPage {
  /** The flow frame the queries run in (the `<wizyta-booking>` matching it), or null: the top document. */
  private flowHost: string | null = null;

  constructor(readonly driver: WebDriver) {}

  async goto(url: string): Promise<void> {
    this.flowHost = null;
    await this.driver.get(url);
  }

  async url(): Promise<string> {
    return this.driver.getCurrentUrl();
  }

  /** Queries and actions from now on run in the top document. */
  async inTop(): Promise<void> {
    this.flowHost = null;
    await this.driver.switchTo().defaultContent();
  }

  /**
   * Queries and actions from now on run in the flow frame of the element matching `host` (the
   * provider's iframe in its shadow root), once it is there.
   */
  async inFlow(host = 'wizyta-booking', selector = 'iframe'): Promise<void> {
    await this.driver.switchTo().defaultContent();
    const frame = await this.waitFor(`the flow frame of ${host}`, () =>
      this.driver.executeScript<WebElement | null>(
        (hostSelector: string, frameSelector: string) =>
          document.querySelector(hostSelector)?.shadowRoot?.querySelector(frameSelector) ??
          document.querySelector(`${hostSelector} ${frameSelector}`),
        host,
        selector,
      ),
    );
    await this.driver.switchTo().frame(frame);
    this.flowHost = `${host}\n${selector}`;
  }

  /** Runs `read` in the top document and comes back to the flow frame the page was in. */
  async inTopWhile<T>(read: () => Promise<T>): Promise<T> {
    const host = this.flowHost;
    await this.inTop();
    try {
      return await read();
    } finally {
      if (host) {
        const [hostSelector, frameSelector] = host.split('\n');
        await this.inFlow(hostSelector, frameSelector);
      }
    }
  }

  /** Polls `find` until it gives a value (not null/false), failing after `timeout` ms with `what`. */
  async waitFor<T>(
    what: string,
    find: () => Promise<T | null | undefined | false>,
    timeout = 15_000,
  ): Promise<T> {
    const until = Date.now() + timeout;
    let lastError: unknown;
    for (;;) {
      try {
        const found = await find();
        if (found !== null && found !== undefined && found !== false) return found;
      } catch (error) {
        lastError = error;
      }
      if (Date.now() > until)
        throw new Error(
          `WebKit: waited ${timeout} ms for ${what}${lastError ? ` (${String(lastError)})` : ''}`,
        );
      await this.driver.sleep(100);
    }
  }

  private async find(kind: Kind, name: string | RegExp, exact = false): Promise<WebElement | null> {
    const pattern = typeof name === 'string' ? { text: name } : { source: name.source, flags: name.flags };
    return this.driver.executeScript<WebElement | null>(FIND, kind, pattern, exact);
  }

  /** The form control labelled `label` (a <label> or aria-label; substring unless `exact`). */
  getByLabel(label: string | RegExp, exact = false): Promise<WebElement> {
    return this.waitFor(`the field "${label}"`, () => this.find('label', label, exact));
  }

  /** The visible element of `role` named `name` (substring unless `exact`). */
  getByRole(role: Kind, name: string | RegExp, exact = false): Promise<WebElement> {
    return this.waitFor(`the ${role} "${name}"`, () => this.find(role, name, exact));
  }

  /** Whether a visible element of `role` named `name` is there now. */
  async has(role: Kind, name: string | RegExp, exact = false): Promise<boolean> {
    return (await this.find(role, name, exact)) !== null;
  }

  /** Waits until the visible text of the scope (shadow roots included) matches `text`. */
  async expectText(text: string | RegExp, timeout?: number): Promise<void> {
    await this.waitFor(
      `the text ${text}`,
      async () => {
        const shown = await this.text();
        return typeof text === 'string' ? shown.includes(text) : text.test(shown);
      },
      timeout,
    );
  }

  /** Waits until `role` named `name` is gone. */
  async expectNone(role: Kind, name: string | RegExp, exact = false): Promise<void> {
    await this.waitFor(`no ${role} "${name}"`, async () => !(await this.has(role, name, exact)));
  }

  /** The rendered text of the scope, open shadow roots included. */
  text(): Promise<string> {
    return this.driver.executeScript<string>(TEXT);
  }

  /**
   * WebDriver's Element Click on `element` (real pointer input: see the class comment), once the
   * element holds still (two reads of its box 150 ms apart agree), as Playwright waits for a stable
   * target before it clicks: WebDriver aims at where the element is when the command arrives, and on
   * a page still taking its prices a radio's click landed on what moved under it.
   */
  async click(element: WebElement | Promise<WebElement>): Promise<void> {
    const target = await element;
    await this.waitFor('the element to hold still', () =>
      this.driver.executeAsyncScript<boolean>(HOLDS_STILL, target),
    );
    await target.click();
  }

  /** Focuses `element` from script ({@link focus}), then presses `key` as a WebDriver key action. */
  async press(element: WebElement | Promise<WebElement>, key: string): Promise<void> {
    await this.focus(await element);
    await this.driver.actions().sendKeys(key).perform();
  }

  /**
   * Gives `element` the focus from script, as Playwright's `press` and `fill` do. A frame that does
   * not hold the focus cannot take it by script (WebKit leaves the focus where the patient left it,
   * in the partner page): the frame then gets it first by a click on its step heading (text, no
   * control), as a patient clicks into the widget before typing.
   */
  async focus(element: WebElement): Promise<void> {
    const focused = () => this.driver.executeScript<boolean>(FOCUS, element);
    if (await focused()) return;
    if (this.flowHost) await this.click(this.getByRole('heading', /./));
    await this.waitFor('the focus', focused, 5_000);
  }

  /** Ticks a checkbox or radio from the keyboard (focus, Space), unless it is ticked already. */
  async check(element: WebElement | Promise<WebElement>): Promise<void> {
    const control = await element;
    if (await control.isSelected()) return;
    await this.press(control, ' ');
    await this.waitFor('the box to be ticked', () => control.isSelected(), 5_000);
  }

  /**
   * Types `value` into a text field as WebDriver key actions, over what it held (its text selected
   * from script first, as Playwright's `fill` selects it); a date field gets its value from script.
   */
  async fill(element: WebElement | Promise<WebElement>, value: string): Promise<void> {
    const field = await element;
    if ((await field.getAttribute('type')) === 'date') {
      await this.driver.executeScript(SET_VALUE, field, value);
      return;
    }
    await this.focus(field);
    await this.driver.executeScript((target: HTMLInputElement) => target.select(), field);
    await this.driver
      .actions()
      .sendKeys(value === '' ? Key.BACK_SPACE : value)
      .perform();
    await this.waitFor(
      `"${value}" in the field`,
      async () => (await field.getAttribute('value')) === value,
      5_000,
    );
  }

  /**
   * Chooses the option of a <select> by its label or index from the keyboard: its label typed (the
   * select's type-ahead), or Home and as many Down arrows as the index. (WebDriver's Element Click on
   * an <option> opens WebKitGTK's popup menu, which then keeps the keys typed after it.)
   */
  async selectOption(
    element: WebElement | Promise<WebElement>,
    option: string | { index: number },
  ): Promise<void> {
    const select = await element;
    const keys =
      typeof option === 'string' ? [option] : [Key.HOME, ...Array<string>(option.index).fill(Key.ARROW_DOWN)];
    // Chosen once, in the list as it is: a list replaced under the choice is the product's to
    // handle (it keeps a choice still offered), never the helper's to make again.
    await this.waitFor(`the option ${JSON.stringify(option)} to be offered`, () =>
      this.driver.executeScript<boolean>(HAS_OPTION, select, option),
    );
    await this.focus(select);
    await this.driver
      .actions()
      .sendKeys(...keys)
      .perform();
    await this.waitFor(`the option ${JSON.stringify(option)} to be chosen`, () =>
      this.driver.executeScript<boolean>(IS_CHOSEN, select, option),
    );
  }

  /**
   * Waits until the heading named `heading` holds the focus and holds still (two reads of its box
   * and of the frame's height 150 ms apart agree): the e2e suite's `stepSettled`.
   */
  async stepSettled(heading: string): Promise<void> {
    const title = await this.getByRole('heading', heading);
    await this.waitFor(`the heading "${heading}" to hold the focus`, () =>
      this.driver.executeScript<boolean>(IS_FOCUSED, title),
    );
    await this.waitFor(`the heading "${heading}" to hold still`, () =>
      this.driver.executeAsyncScript<boolean>(HOLDS_STILL, title),
    );
  }

  /**
   * Whether `element` lies wholly within the window's viewport: in the flow frame, its box in the
   * frame's viewport moved by the frame's box in the partner page's.
   */
  async isInViewport(element: WebElement | Promise<WebElement>): Promise<boolean> {
    const box = await this.driver.executeScript<{ top: number; bottom: number }>(
      'const box = arguments[0].getBoundingClientRect(); return { top: box.top, bottom: box.bottom };',
      await element,
    );
    let offset = 0;
    let height = await this.evaluate<number>('return innerHeight');
    if (this.flowHost) {
      const [host, frame] = this.flowHost.split('\n');
      [offset, height] = await this.inTopWhile(() =>
        this.evaluate<[number, number]>(
          `const host = document.querySelector(arguments[0]);
           const frame = host?.shadowRoot?.querySelector(arguments[1]) ?? document.querySelector(arguments[0] + ' ' + arguments[1]);
           return [frame.getBoundingClientRect().top + frame.clientTop, innerHeight];`,
          host,
          frame,
        ),
      );
    }
    return box.top + offset >= 0 && box.bottom + offset <= height;
  }

  /** Evaluates `script` (a function) in the scope with `args`. */
  evaluate<T>(script: string | ((...args: never[]) => unknown), ...args: unknown[]): Promise<T> {
    return this.driver.executeScript<T>(script as string, ...args);
  }
}

/** What {@link WebKitPage.getByRole} finds, as Playwright's roles of the same names. */
export type Kind = 'label' | 'button' | 'link' | 'heading' | 'alert' | 'status' | 'dialog';

/** Finds an element by its role and accessible name, in the document and its open shadow roots. */
const FIND = `
const [kind, pattern, exact] = arguments;
const normal = (text) => (text || '').replace(/\\s+/g, ' ').trim();
const matches = (text) => {
  const name = normal(text);
  if (pattern.source !== undefined) return new RegExp(pattern.source, pattern.flags).test(name);
  return exact ? name === pattern.text : name.toLowerCase().includes(pattern.text.toLowerCase());
};
const roots = [];
const walk = (root) => {
  roots.push(root);
  for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
};
walk(document);
const visible = (element) => {
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
};
const labelledBy = (element) => {
  const ids = element.getAttribute('aria-labelledby');
  if (!ids) return null;
  const root = element.getRootNode();
  return ids.split(/\\s+/).map((id) => root.getElementById ? root.getElementById(id)?.textContent : root.querySelector('#' + CSS.escape(id))?.textContent).join(' ');
};
const nameOf = (element) => element.getAttribute('aria-label') || labelledBy(element) || element.textContent || element.value;
const selectors = {
  button: 'button, [role="button"], input[type="submit"], input[type="button"]',
  link: 'a[href], [role="link"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  alert: '[role="alert"]',
  status: '[role="status"]',
  dialog: 'dialog[open], [role="dialog"]',
};
for (const root of roots) {
  if (kind === 'label') {
    for (const label of root.querySelectorAll('label'))
      if (label.control && matches(label.textContent)) return label.control;
    for (const field of root.querySelectorAll('input, select, textarea'))
      if (matches(field.getAttribute('aria-label') || labelledBy(field))) return field;
    continue;
  }
  for (const element of root.querySelectorAll(selectors[kind]))
    if (visible(element) && matches(nameOf(element))) return element;
}
return null;
`;

/** The rendered text of the document and its open shadow roots. */
const TEXT = `
const texts = [document.body ? document.body.innerText : ''];
const walk = (root) => {
  for (const element of root.querySelectorAll('*'))
    if (element.shadowRoot) {
      for (const child of element.shadowRoot.children) if (child.innerText !== undefined) texts.push(child.innerText);
      walk(element.shadowRoot);
    }
};
walk(document);
return texts.join('\\n');
`;

/** Whether the element holds the focus, following focused shadow hosts down. */
const IS_FOCUSED = `
let active = document.activeElement;
while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
return active === arguments[0];
`;

/** Whether the <select> offers the option (a label, or `{ index }`). */
const HAS_OPTION = `
const [select, option] = arguments;
return typeof option === 'string' ? [...select.options].some((o) => o.text.trim() === option) : select.options.length > option.index;
`;

/** Whether the <select>'s chosen option is the one (a label, or `{ index }`). */
const IS_CHOSEN = `
const [select, option] = arguments;
return typeof option === 'string' ? select.options[select.selectedIndex]?.text.trim() === option : select.selectedIndex === option.index;
`;

/** Focuses the element; true when it holds the focus (its document is the focused frame). */
const FOCUS = `
const [element] = arguments;
element.focus();
let active = document.activeElement;
while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
return active === element;
`;

/** Resolves true when the element's box and the frame's height are the same 150 ms apart. */
const HOLDS_STILL = `
const [element, done] = arguments;
const read = () => JSON.stringify([element.getBoundingClientRect(), innerHeight]);
const first = read();
setTimeout(() => done(read() === first), 150);
`;

/** Sets a field's value as a page script would, with input and change fired. */
const SET_VALUE = `
const [field, value] = arguments;
field.focus();
Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(field, value);
field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
field.dispatchEvent(new Event('change', { bubbles: true }));
`;
