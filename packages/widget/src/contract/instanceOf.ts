/** An instance name: the element's `id` when it is one of these, or the generated `wizyta-<n>`. */
export const INSTANCE_NAME = /^[\w-]{1,64}$/;

/** The marker of the element `Wizyta('open')` keeps at the end of `<body>`. */
export const DIALOG_MARKER = 'data-wizyta-dialog';

/** The instance name of `Wizyta('open')`'s dialog element, the same on every page of a site. */
export const DIALOG_INSTANCE = 'wizyta-dialog';

const names = new WeakMap<Element, string>();

/** The name an element has now, if any: its usable id, the dialog's, or the one given earlier. */
function nameOf(element: Element): string | undefined {
  if (INSTANCE_NAME.test(element.id)) return element.id;
  if (element.hasAttribute(DIALOG_MARKER)) return DIALOG_INSTANCE;
  return names.get(element);
}

/**
 * The name of one `<wizyta-booking>` on its page, which keeps several apart: their stored orders,
 * the payment gateway's return and their events' `detail.instance`. The element's `id` when it has
 * a usable one (give each element an id when there are several, so the names survive a change of
 * their order); `wizyta-dialog` for `Wizyta('open')`'s dialog; otherwise `wizyta-<n>`, `n` its
 * place among the page's elements the first time it is asked — the same after a reload of the same
 * page — and never one another element on the page has. Only elements on the page hold a name: one
 * that left (a single-page app's navigation) gives its name back, so the next page's widget is named
 * as it is when the page is loaded afresh, and the payment gateway's return finds it.
 */
export function instanceOf(element: Element): string {
  const doc = element.ownerDocument;
  const others = Array.from(doc.getElementsByTagName(element.localName)).filter(
    (other) => other !== element && !other.hasAttribute(DIALOG_MARKER),
  );
  const own = nameOf(element);
  const heldByAnother = (name: string) => others.some((other) => nameOf(other) === name);
  if (own && (own !== names.get(element) || !element.isConnected || !heldByAnother(own))) return own;
  let place = others.filter(
    (other) => other.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).length;
  let name: string;
  do {
    place += 1;
    name = `wizyta-${place}`;
  } while (heldByAnother(name));
  names.set(element, name);
  return name;
}
