import { DIALOG_INSTANCE, DIALOG_MARKER, instanceOf } from '../../contract/instanceOf';
import { INSTANCE_PARAM } from '../../contract/readPaymentReturn';
import { reportOnce } from '../../contract/reportOnce';

const TAG = 'wizyta-booking';

/**
 * The widget instance the payment gateway's return to `href` names (`?wizyta=<instance>`, the only
 * thing a return carries), `null` when `href` is no return.
 */
export function returnedInstance(href: string): string | null {
  return new URL(href).searchParams.get(INSTANCE_PARAM);
}

/**
 * Whether the payment gateway's return on this page (if any) is `element`'s to show: the element
 * it names; else — a name that no element on the page has, as after a single-page app renamed its
 * widgets — the page's first widget, so a patient who paid always sees the result (one widget
 * only, never several, and the developer is told when there was a choice).
 * A return to `Wizyta('open')`'s dialog is the dialog's alone, which the page's `Wizyta` global
 * opens again.
 */
export function paymentReturnIsFor(element: Element, href = element.ownerDocument.URL): boolean {
  const named = returnedInstance(href);
  if (named === null) return false;
  const elements = Array.from(element.ownerDocument.getElementsByTagName(TAG));
  const owner = elements.find((candidate) => instanceOf(candidate) === named);
  if (owner || named === DIALOG_INSTANCE) return owner === element;
  const widgets = elements.filter((candidate) => !candidate.hasAttribute(DIALOG_MARKER));
  if (widgets[0] !== element) return false;
  if (widgets.length > 1)
    reportOnce(
      `the payment return names "${named}", which no <wizyta-booking> on this page is; shown in the first, ` +
        `"${instanceOf(element)}". Give each element an id, so a return finds the widget that paid.`,
    );
  return true;
}
