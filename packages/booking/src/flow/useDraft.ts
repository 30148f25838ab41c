import { useRef, useState } from 'react';
import { useBooking } from './BookingContext';

/**
 * `kept` where it has the shape of `fresh`, else `fresh`, field by field: a stored draft is read
 * back from sessionStorage, so a value of another type (an older version's, or one tampered with)
 * never reaches a form; an array keeps its stored items only at its fresh length.
 */
export function fitDraft<T>(fresh: T, kept: unknown): T {
  if (Array.isArray(fresh)) {
    if (!Array.isArray(kept) || kept.length !== fresh.length) return fresh;
    return fresh.map((item, index) => fitDraft(item, kept[index])) as T;
  }
  if (fresh !== null && typeof fresh === 'object') {
    if (kept === null || typeof kept !== 'object' || Array.isArray(kept)) return fresh;
    const fields = Object.entries(fresh).map(([name, value]) => [
      name,
      fitDraft(value, (kept as Record<string, unknown>)[name]),
    ]);
    return Object.fromEntries(fields) as T;
  }
  return typeof kept === typeof fresh ? (kept as T) : fresh;
}

/**
 * A step form's values in component state, also kept by the order machine under `key`
 * (`KEEP_DRAFT`), which stores them with the order: what the patient typed survives the step
 * unmounting (BACK, a sign-in in between, an error) and a reload, for the patient the order
 * belongs to.
 */
export function useDraft<T>(key: string, initial: () => T): [T, (update: (current: T) => T) => void] {
  const { actor } = useBooking();
  const [value, setValue] = useState<T>(() => {
    const fresh = initial();
    const kept = actor.getSnapshot().context.drafts[key];
    return kept === undefined ? fresh : fitDraft(fresh, kept);
  });
  const latest = useRef(value);
  const update = (change: (current: T) => T) => {
    const next = change(latest.current);
    latest.current = next;
    setValue(next);
    actor.send({ type: 'KEEP_DRAFT', form: key, values: next });
  };
  return [value, update];
}
