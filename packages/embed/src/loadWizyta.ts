import { createWizytaHandle, INERT_WIZYTA, pageGlobal } from './createWizytaHandle.js';
import type { LoadWizytaOptions, Wizyta } from './Wizyta.js';
import { widgetLoaderUrl } from './widgetLoaderUrl.js';

let current: { readonly src: string; readonly wizyta: Promise<Wizyta> } | undefined;

/** Adds the loader script (async; with integrity and CORS when a hash is given) and waits for it. */
function injectLoader(doc: Document, src: string, integrity: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    if (integrity) {
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
    }
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      const hint = integrity ? ' (check the integrity hash, and that the host sends CORS headers)' : '';
      reject(new Error(`@wizyta/embed: could not load ${src}${hint}`));
    });
    doc.head.append(script);
  });
}

/**
 * Loads the Wizyta widget's loader script into the page, once, and resolves to a typed handle.
 * The loader then loads the widget itself when a `<wizyta-booking>` nears the viewport (or when
 * the handle opens a dialog). A page that already carries the loader (the plain snippet) is used
 * as it is. Later calls resolve to the same handle; a later call naming another `src` rejects,
 * since one page runs one widget. A failed load rejects and may be retried.
 *
 * On the server (no `window`) it resolves to an inert handle (`active: false`) whose calls do
 * nothing, so that code shared with server rendering needs no guard; it never touches globals.
 */
export function loadWizyta(options: LoadWizytaOptions = {}): Promise<Wizyta> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve(INERT_WIZYTA);
  let src: string;
  try {
    src = widgetLoaderUrl(options);
  } catch (error) {
    return Promise.reject(error);
  }
  if (current) {
    if (current.src === src) return current.wizyta;
    return Promise.reject(
      new Error(`@wizyta/embed: the widget is already loaded from ${current.src}, not ${src}`),
    );
  }
  const win = window;
  const existing = pageGlobal(win);
  const loaded =
    existing?.loader || existing?.loaded ? Promise.resolve() : injectLoader(document, src, options.integrity);
  const wizyta = loaded.then(() => {
    if (!pageGlobal(win)) throw new Error(`@wizyta/embed: ${src} is not the Wizyta loader`);
    return createWizytaHandle(win);
  });
  const attempt = { src, wizyta };
  current = attempt;
  wizyta.catch(() => {
    if (current === attempt) current = undefined;
  });
  return wizyta;
}
