import { reservedHeightCss } from '../../contract/reservedHeightCss';
import type { WizytaGlobal } from '../../contract/WizytaGlobal';
import { WIDGET_VERSION } from '../delivery/widgetVersion';
import { brandConfigPath } from '../host/brandConfigPath';
import { onOpenClick } from '../host/openTrigger';
import { UNDEFINED_INLINE } from './partnerPageCss';
import { reportUnregisteredOrigin } from './reportUnregisteredOrigin';

const TAG = 'wizyta-booking';
/** How long the loader waits for the bundle before offering the hosted portal instead. */
export const FALLBACK_AFTER_MS = 8000;

/**
 * Fetches and runs the bundle. A dynamic `import()`, not a `<script>` the loader appends: a script
 * element added before the page's `load` joins that event, so a bundle that never arrives (a
 * stalled CDN) would hold the partner's `load` — and every partner script waiting for it — for as
 * long as the request hangs. An `import()` is no part of the page's load (Chromium, Firefox, WebKit).
 */
const importBundle = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * The loader (`wizyta-loader.js`, a few hundred bytes): installs the `Wizyta(...)` queue stub,
 * reserves the element's height (the search step's, {@link reservedHeightCss}) until it is
 * defined, and loads `wizyta-widget.js` (beside the loader) when a `<wizyta-booking>` nears the
 * viewport or is pointed at or focused, and at once on the payment gateway's return, by
 * `importModule` (never holding the partner page's `load`, see {@link importBundle}). If the bundle
 * fails, or is not there after {@link FALLBACK_AFTER_MS}, each element gets a plain link to the
 * hosted portal in its light DOM.
 * Everything imported here ships in the loader: keep it to tiny leaf modules. A second loader on
 * the same page does nothing. Returns a function that stops watching (for tests).
 */
export function startLoader(
  win: Window & typeof globalThis,
  loaderUrl: string,
  fallbackAfterMs = FALLBACK_AFTER_MS,
  importModule = importBundle,
): () => void {
  const doc = win.document;
  const noop = () => undefined;
  const page = win.Wizyta;
  if (page?.loaded || page?.loader) return noop;
  // The loader's own queue, taking over the page's (the snippet's), whose calls it keeps: an
  // `open` there, or made now (a React hook, a button's handler), loads the bundle at once.
  const stub = function Wizyta(...args: unknown[]) {
    stub.q?.push(args);
    if (args[0] === 'open') load();
  } as WizytaGlobal;
  stub.q = page?.q ?? [];
  stub.version = page?.version ?? WIDGET_VERSION;
  stub.loader = true;
  win.Wizyta = stub;

  try {
    // A constructable sheet, so a strict CSP (no 'unsafe-inline') allows it. The loader is async:
    // this may come after the first paint, hence the same rule in wizyta.css, linked by the page.
    const sheet = new win.CSSStyleSheet();
    sheet.replaceSync(reservedHeightCss(UNDEFINED_INLINE, 'block'));
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    // Old browsers: the element only takes its height once defined.
  }

  let started = false;
  const elements = () => Array.from(doc.getElementsByTagName(TAG));

  const showLink = async (element: Element): Promise<void> => {
    if (element.querySelector('a[data-wizyta-fallback]')) return;
    let href = element.getAttribute('portal-url');
    if (!href) {
      const own = element.getAttribute('config-url');
      const brand = element.getAttribute('brand');
      const configUrl = own
        ? new URL(own, doc.baseURI)
        : new URL(brandConfigPath(brand || 'general'), loaderUrl);
      href = await win
        .fetch(configUrl)
        .then((response) => response.json())
        .then((config: { siteUrl?: unknown }) => (typeof config.siteUrl === 'string' ? config.siteUrl : null))
        .catch(() => null);
    }
    const url = new URL(href || '/', loaderUrl);
    if (win.customElements.get(TAG) || !/^https?:$/.test(url.protocol)) return;
    const link = doc.createElement('a');
    link.href = url.href;
    link.dataset.wizytaFallback = '';
    link.textContent =
      element.getAttribute('lang') === 'en' ? 'Book a visit on the portal' : 'Umów wizytę w portalu';
    element.append(link);
  };
  const fallback = () => {
    if (!win.customElements.get(TAG)) for (const element of elements()) void showLink(element);
  };

  const stop = () => {
    observer?.disconnect();
    mutations.disconnect();
    doc.removeEventListener('pointerdown', onInteract, true);
    doc.removeEventListener('focusin', onInteract, true);
  };
  const load = () => {
    if (started) return;
    started = true;
    stop();
    const src = new URL('wizyta-widget.js', loaderUrl).href;
    importModule(src).catch(() => {
      fallback();
      reportUnregisteredOrigin(win, src);
    });
    win.setTimeout(fallback, fallbackAfterMs);
  };

  const onInteract = (event: Event) => {
    if (event.target instanceof win.Element && event.target.closest(`${TAG},[data-wizyta-open]`)) load();
  };
  const observer =
    'IntersectionObserver' in win
      ? new win.IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
          rootMargin: '600px 0px',
        })
      : null;
  const watch = () => {
    const found = elements();
    if (!observer && found.length > 0) return load();
    for (const element of found) observer?.observe(element);
  };
  const mutations = new win.MutationObserver(watch);

  doc.addEventListener('pointerdown', onInteract, true);
  doc.addEventListener('focusin', onInteract, true);
  // Click-to-open: the call is queued (or run, once the bundle is there) and the bundle loads.
  onOpenClick(win);
  doc.addEventListener('click', (event) => {
    if (event.target instanceof win.Element && event.target.closest('[data-wizyta-open]')) load();
  });
  mutations.observe(doc.documentElement, { childList: true, subtree: true });
  watch();
  if (stub.q.some((call) => call[0] === 'open')) load();
  // The payment gateway's return: the widget that paid shows the result at once (a dialog opens
  // on it), wherever it is on the page.
  if (/[?&]wizyta=/.test(win.location.search)) load();
  return stop;
}
