import { DIALOG_INSTANCE, DIALOG_MARKER } from '../../contract/instanceOf';
import { reportOnce } from '../../contract/reportOnce';
import { keepPrefill } from './keptPrefill';
import { OPEN_ATTRIBUTES } from './openOptions';
import { asAttribute } from './pageCommands';
import { returnedInstance } from './paymentReturnFor';

const TAG = 'wizyta-booking';
/** The partner page's sessionStorage key of the dialog's last options (no prefill: brand, language, search choices). */
export const DIALOG_OPTIONS_KEY = 'wizyta.dialog';
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A `data-wizyta-open` element's options: its attributes of {@link OPEN_ATTRIBUTES}. */
function ownOptions(element: Element): Record<string, string> {
  const options: Record<string, string> = {};
  for (const name of OPEN_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value !== null) options[name] = value;
  }
  return options;
}

function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Keeps the dialog's attributes but `prefill` (the partner's data may be personal) for a payment's return. */
function keepOptions(element: Element): void {
  const { prefill: _personal, ...kept } = ownOptions(element);
  try {
    store()?.setItem(DIALOG_OPTIONS_KEY, JSON.stringify(kept));
  } catch {
    // Storage blocked or full: a payment's return then opens the dialog with the default brand.
  }
}

/**
 * `Wizyta('open', {…})`: opens the booking in a dialog, with the options as the element's
 * attributes (`{ brand: 'pzu', appointmentType: 'CALL' }`, also in kebab-case as a
 * `data-wizyta-open` element has them), `prefill` (an object or its JSON) kept off the DOM like
 * `Wizyta('prefill')`'s. One dialog element per page, created on first use at the end of `<body>`
 * and kept, so reopening resumes where the patient was; options given again replace the earlier
 * ones (another brand starts the flow anew). The options but `prefill` are kept in the page's
 * sessionStorage, so the payment gateway's return to the dialog opens it again, on the result
 * ({@link reopenReturnedDialog}).
 */
export function openFlowDialog(doc: Document, options: unknown): void {
  const given = options instanceof Element ? ownOptions(options) : isRecord(options) ? options : {};
  const existing = doc.querySelector(`${TAG}[${DIALOG_MARKER}]`);
  const element = existing ?? doc.createElement(TAG);
  element.setAttribute('mode', 'dialog');
  element.setAttribute(DIALOG_MARKER, '');
  for (const name of OPEN_ATTRIBUTES) {
    const raw = name in given ? given[name] : given[camel(name)];
    if (raw === undefined) continue;
    const value = asAttribute(raw);
    if (name === 'prefill') {
      // Personal data may be in it: kept off the DOM, where a session recorder would read it.
      if (value !== null) keepPrefill(element, value);
    } else if (value === null || raw === false) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
  for (const key of Object.keys(given)) {
    if (!OPEN_ATTRIBUTES.some((name) => name === key || camel(name) === key))
      reportOnce(`Wizyta('open'): ignored the unknown option ${key}`);
  }
  keepOptions(element);
  element.setAttribute('open', '');
  // A new element joins the page with all its attributes: it starts once, on the right brand.
  if (!existing) doc.body.append(element);
}

/**
 * On the payment gateway's return to `Wizyta('open')`'s dialog (`?wizyta=wizyta-dialog`), which the
 * page does not have after the trip: opens it again with the options it had, so the patient sees
 * the payment's result without a click.
 */
export function reopenReturnedDialog(doc: Document): void {
  if (returnedInstance(doc.URL) !== DIALOG_INSTANCE || doc.querySelector(`${TAG}[${DIALOG_MARKER}]`)) return;
  let kept: unknown = null;
  try {
    kept = JSON.parse(store()?.getItem(DIALOG_OPTIONS_KEY) ?? 'null');
  } catch {
    // Nothing usable kept: the default brand's dialog still shows the result.
  }
  openFlowDialog(doc, typeof kept === 'object' && kept !== null ? kept : {});
}
