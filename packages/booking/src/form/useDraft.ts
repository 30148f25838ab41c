import { useEffect, useRef, useState } from 'react';
import { useBooking } from '../BookingApp/BookingContext';

/**
 * A step form's values in component state, also kept in the flow's draft store under `key`, so
 * what the patient typed survives the step unmounting (BACK, a sign-in in between, an error).
 */
export function useDraft<T>(key: string, initial: () => T): [T, (update: (current: T) => T) => void] {
  const { drafts } = useBooking();
  const [value, setValue] = useState<T>(() => (drafts.get(key) as T | undefined) ?? initial());
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => () => void drafts.set(key, latest.current), [drafts, key]);
  const update = (change: (current: T) => T) =>
    setValue((current) => {
      const next = change(current);
      drafts.set(key, next);
      return next;
    });
  return [value, update];
}
