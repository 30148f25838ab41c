import { reportOnce } from '../../contract/reportOnce';
import { keepPrefill } from './keptPrefill';

// The commands of the `Wizyta` global that every page may use, kept apart from `openFlowDialog.ts`
// (a chunk of its own, fetched by the first `Wizyta('open')`): closing dialogs and prefilling.

const TAG = 'wizyta-booking';

/** An option's value as an attribute's text (`null`: not one an attribute can hold). */
export function asAttribute(value: unknown): string | null {
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
