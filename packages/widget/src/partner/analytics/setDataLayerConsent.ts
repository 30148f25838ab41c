import { DATA_LAYER_EVENTS, toDataLayerEvent } from './toDataLayerEvent';

// A global variable name, and nothing that could reach an object's prototype.
const LAYER_NAME = /^(?!__proto__$|constructor$|prototype$)[A-Za-z_$][\w$]{0,63}$/;

interface PushTarget {
  push(item: unknown): unknown;
}

let granted = false;
const listening = new WeakSet<Document>();

/**
 * The opt-in `dataLayer` bridge, a chunk of its own loaded by `Wizyta('consent', …)`.
 * It pushes nothing until the page says the visitor consented (`Wizyta('consent', true)`), and
 * stops again on `Wizyta('consent', false)`; events before consent are dropped, not kept for
 * later. Only elements that opt in push: `<wizyta-booking data-layer>` (to `window.dataLayer`) or
 * `data-layer="myLayer"` (to `window.myLayer`, created when missing). Each event is built by
 * {@link toDataLayerEvent}, which names no one.
 */
export function setDataLayerConsent(win: Window & typeof globalThis, consent: boolean): void {
  granted = consent;
  const doc = win.document;
  if (listening.has(doc)) return;
  listening.add(doc);
  for (const name of DATA_LAYER_EVENTS) {
    doc.addEventListener(name, (event) => {
      // The events are composed: at the document their target is the <wizyta-booking> itself.
      const element = event.target;
      if (!granted || !(element instanceof win.Element) || !element.hasAttribute('data-layer')) return;
      const layerName = element.getAttribute('data-layer') || 'dataLayer';
      const item = toDataLayerEvent(name, (event as CustomEvent).detail);
      if (!item || !LAYER_NAME.test(layerName)) return;
      const globals = win as unknown as Record<string, unknown>;
      globals[layerName] ??= [];
      const layer = globals[layerName] as Partial<PushTarget>;
      if (typeof layer.push === 'function') layer.push(item);
    });
  }
}
