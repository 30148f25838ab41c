import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Moves focus to the first invalid field of `form` (in document order, `aria-invalid="true"`)
 * once the render after each call has committed: call it when a submit was refused, so a
 * keyboard or screen-reader user lands on what to fix.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  const handled = useRef(0);
  useLayoutEffect(() => {
    if (attempt === handled.current) return;
    handled.current = attempt;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, form]);
  return useCallback(() => setAttempt((n) => n + 1), []);
}
