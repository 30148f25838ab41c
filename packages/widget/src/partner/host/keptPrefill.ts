/**
 * The prefill a partner's script hands in (`Wizyta('prefill' | 'open', { patient: { pesel } })`),
 * kept in the element's JavaScript state, never in a DOM attribute: a page's session-replay or
 * tag-manager script records attributes and DOM mutations, and a PESEL written there would be in
 * its recordings. The element sends it to the flow frame by message only, as it does the
 * attribute a partner writes into its own HTML.
 */
const kept = new WeakMap<Element, string>();
const listeners = new WeakMap<Element, () => void>();

/** Keeps `json` as `element`'s prefill and tells the element (it applies it as an attribute change). */
export function keepPrefill(element: Element, json: string): void {
  kept.set(element, json);
  listeners.get(element)?.();
}

/** The prefill kept for `element`, if any. */
export function keptPrefill(element: Element): string | undefined {
  return kept.get(element);
}

/** Calls `listener` whenever a prefill is kept for `element` (the element's own re-render). */
export function onKeptPrefill(element: Element, listener: () => void): void {
  listeners.set(element, listener);
}
