/** An instance name: the element's `id` when it is one of these, or the generated `wizyta-<n>`. */
export const INSTANCE_NAME = /^[\w-]{1,64}$/;

const names = new WeakMap<Element, string>();
const taken = new Set<string>();

/**
 * The name of one `<wizyta-booking>` on its page, which keeps several apart: their stored orders,
 * the payment gateway's return and their events' `detail.instance`. The element's `id` when it has
 * a usable one (give each element an id when there are several, so the names survive a change of
 * their order); otherwise `wizyta-<n>`, `n` its place among the page's elements the first time it
 * is asked — the same after a reload of the same page — and never one another element has.
 */
export function instanceOf(element: Element): string {
  if (INSTANCE_NAME.test(element.id)) return element.id;
  let name = names.get(element);
  if (name) return name;
  let place = Array.from(element.ownerDocument.getElementsByTagName(element.localName)).indexOf(element) + 1;
  while (taken.has(`wizyta-${place}`)) place += 1;
  name = `wizyta-${place}`;
  taken.add(name);
  names.set(element, name);
  return name;
}
