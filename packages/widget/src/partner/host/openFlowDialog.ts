import { reportOnce } from '../../contract/reportOnce';
import { keepPrefill } from './keptPrefill';
import { OPEN_ATTRIBUTES } from './openTrigger';

const TAG = 'wizyta-booking';
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function asAttribute(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value === true) return '';
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value);
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * `Wizyta('open', {…})`: opens the booking in a dialog, with the options as the element's
 * attributes (`specialization: 5` or `'appointment-type': 'CALL'`), `prefill` (an object or its
 * JSON) kept off the DOM like `Wizyta('prefill')`'s. One dialog element per page, created on first use at the end of `<body>` and kept, so
 * reopening resumes where the patient was; options given again replace the earlier ones.
 */
export function openFlowDialog(doc: Document, options: unknown): void {
  const given = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
  let element = doc.querySelector(`${TAG}[data-wizyta-dialog]`);
  if (!element) {
    element = doc.createElement(TAG);
    element.setAttribute('mode', 'dialog');
    element.setAttribute('data-wizyta-dialog', '');
    doc.body.append(element);
  }
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
  element.setAttribute('open', '');
}

/** `Wizyta('close')`: closes every open booking dialog on the page (focus returns where it was). */
export function closeFlowDialogs(doc: Document): void {
  for (const element of Array.from(doc.querySelectorAll(`${TAG}[open]`))) element.removeAttribute('open');
}

/**
 * `Wizyta('prefill', {…})`: the partner's own data for every `<wizyta-booking>` on the page, kept
 * in each element's JavaScript state (`keptPrefill.ts`), never in a DOM attribute, and sent to the
 * flow frame by message (JSON; the frame validates it with the prefill schema). It applies while
 * the patient is on the search step, as an attribute change does.
 */
export function prefillAll(doc: Document, prefill: unknown): void {
  const value = typeof prefill === 'object' && prefill !== null ? asAttribute(prefill) : null;
  if (value === null) {
    reportOnce("Wizyta('prefill'): ignored a prefill that is not an object");
    return;
  }
  for (const element of Array.from(doc.getElementsByTagName(TAG))) keepPrefill(element, value);
}
