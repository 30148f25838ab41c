import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_STEP_HEIGHT } from '../../contract/reservedHeightCss';
import type { WizytaGlobal } from '../../contract/WizytaGlobal';
import { startLoader as start } from './startLoader';

const stops: Array<() => void> = [];
/** The bundle URLs the loader imported, in order; the last request fails with {@link failBundle}. */
const requested: string[] = [];
let failBundle: (() => void) | null = null;
const importModule = (url: string) => {
  requested.push(url);
  return new Promise<unknown>((_, reject) => {
    failBundle = () => reject(new TypeError('Failed to fetch dynamically imported module'));
  });
};
const startLoader = (win: Window & typeof globalThis, loaderUrl: string) => {
  stops.push(start(win, loaderUrl, undefined, importModule));
};

const LOADER = 'http://localhost:8080/widget/wizyta-loader.js';

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
}

function bundleUrl(): string | null {
  return requested.at(-1) ?? null;
}

describe('startLoader', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    document.body.replaceChildren();
    requested.length = 0;
    failBundle = null;
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    delete window.Wizyta;
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('installs a queue stub that keeps calls in order, keeping an existing queue', () => {
    const earlier = function Wizyta() {} as WizytaGlobal;
    const ready = () => undefined;
    earlier.q = [['on', 'wizyta:ready', ready]];
    window.Wizyta = earlier;
    startLoader(window, LOADER);
    const handler = () => undefined;
    window.Wizyta?.('on', 'wizyta:booked', handler);
    expect(window.Wizyta?.q).toEqual([
      ['on', 'wizyta:ready', ready],
      ['on', 'wizyta:booked', handler],
    ]);
    expect(bundleUrl()).toBeNull();

    delete window.Wizyta;
    startLoader(window, LOADER);
    startLoader(window, LOADER);
    const stub = window.Wizyta as WizytaGlobal | undefined;
    stub?.('on', 'wizyta:booked', handler);
    expect(stub?.q).toEqual([['on', 'wizyta:booked', handler]]);
  });

  it("loads the bundle on Wizyta('open'), called now or queued before the loader came", () => {
    startLoader(window, LOADER);
    expect(bundleUrl()).toBeNull();
    window.Wizyta?.('open', { brand: 'sandbox' });
    expect(bundleUrl()).not.toBeNull();
    requested.length = 0;
    for (const stop of stops.splice(0)) stop();

    delete window.Wizyta;
    const earlier = function Wizyta() {} as WizytaGlobal;
    earlier.q = [['open', {}]];
    window.Wizyta = earlier;
    startLoader(window, LOADER);
    expect(bundleUrl()).not.toBeNull();
  });

  it('reserves the search step height for the element until it is defined', () => {
    document.adoptedStyleSheets = [];
    startLoader(window, LOADER);
    const rules = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
    const rule = rules.find((r): r is CSSStyleRule => r instanceof CSSStyleRule);
    expect(rule?.selectorText).toBe('wizyta-booking:not(:defined):not([hidden]):not([mode])');
    expect(rule?.style.display).toBe('block');
    expect(rule?.style.minHeight).toBe(`var(--wizyta-min-height,${SEARCH_STEP_HEIGHT.narrow})`);
    expect(rules.some((r) => r instanceof CSSMediaRule && r.conditionText === '(min-width:36em)')).toBe(true);
  });

  it('loads the bundle beside the loader when an element nears the viewport', () => {
    document.body.append(document.createElement('wizyta-booking'));
    startLoader(window, LOADER);
    expect(bundleUrl()).toBeNull();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.options.rootMargin).toBe('600px 0px');
    expect(observer?.observed).toHaveLength(1);
    observer?.callback([{ isIntersecting: true }]);
    expect(bundleUrl()).toBe('http://localhost:8080/widget/wizyta-widget.js');
    // Imported, not a <script> of the page's: nothing the partner page's load event waits for.
    expect(document.querySelector('script')).toBeNull();
  });

  it('loads on interaction, once', () => {
    const element = document.createElement('wizyta-booking');
    const inside = document.createElement('button');
    element.append(inside);
    document.body.append(element);
    startLoader(window, LOADER);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(bundleUrl()).toBeNull();
    inside.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    inside.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(requested).toHaveLength(1);
  });

  it('shows a plain link to the portal-url when the bundle fails', async () => {
    const element = document.createElement('wizyta-booking');
    element.setAttribute('portal-url', 'https://portal.example.pl/');
    document.body.append(element);
    startLoader(window, LOADER);
    FakeIntersectionObserver.instances[0]?.callback([{ isIntersecting: true }]);
    failBundle?.();
    await vi.waitFor(() => expect(element.querySelector('a')).not.toBeNull());
    const link = element.querySelector('a');
    expect(link?.href).toBe('https://portal.example.pl/');
    expect(link?.textContent).toBe('Umów wizytę w portalu');
    expect(link?.getAttribute('style')).toBeNull();
  });

  it('after 8 s without the bundle, links to the config siteUrl', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      async (_url: URL | string) => new Response(JSON.stringify({ siteUrl: 'http://localhost:8080/' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const element = document.createElement('wizyta-booking');
    document.body.append(element);
    startLoader(window, LOADER);
    element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(7999);
    expect(element.querySelector('a')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(element.querySelector('a')?.href).toBe('http://localhost:8080/'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://localhost:8080/config.json');
  });
});
