import { type BookingPrefill, BookingPrefillSchema } from '@wizyta/booking';

/** Longest prefill accepted, as JSON text: anything bigger is ignored unparsed. */
export const MAX_PREFILL_CHARS = 8 * 1024;

/**
 * Data a partner may hand the widget in advance (the `prefill` attribute, or a `wizyta:prefill`
 * message from a trusted parent frame): the booking flow's own prefill schema, the one the
 * portal's `/make-appointment?data=` takes too. Everything is optional; the patient can change it
 * all. Unknown keys are dropped, so a newer partner page does not break an older widget.
 */
export const PrefillSchema = BookingPrefillSchema;

/** Validated prefill data. */
export type Prefill = BookingPrefill;

/** A parsed prefill, or why it was refused (for the once-only console report). */
export type PrefillResult = { ok: true; prefill: Prefill } | { ok: false; reason: string };

/**
 * Validates prefill data given as JSON text (the attribute) or as a structured-clone value (a
 * message). Text over {@link MAX_PREFILL_CHARS} is refused before parsing; so is a value whose
 * JSON form is longer.
 */
export function parsePrefill(input: unknown): PrefillResult {
  let value = input;
  if (typeof input === 'string') {
    if (input.length > MAX_PREFILL_CHARS) return { ok: false, reason: 'is larger than 8 KB' };
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, reason: 'is not valid JSON' };
    }
  } else {
    let size: number;
    try {
      size = JSON.stringify(input)?.length ?? 0;
    } catch {
      return { ok: false, reason: 'is not JSON data' };
    }
    if (size > MAX_PREFILL_CHARS) return { ok: false, reason: 'is larger than 8 KB' };
  }
  const result = PrefillSchema.safeParse(value);
  if (!result.success) {
    const paths = result.error.issues.map((issue) => issue.path.join('.') || '(root)');
    return { ok: false, reason: `does not match the schema at ${[...new Set(paths)].join(', ')}` };
  }
  return { ok: true, prefill: result.data };
}
