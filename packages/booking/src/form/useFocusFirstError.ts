import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useBooking } from '../BookingApp/BookingContext';

/**
 * After a submit the machine refused, moves focus to the first invalid field of the form (in
 * document order). Call the returned function right after sending the form's event: the machine
 * answers synchronously, so whether it refused is already known.
 */
export function useFocusFirstError(form: RefObject<HTMLElement | null>): () => void {
  const { actor } = useBooking();
  const [attempt, setAttempt] = useState(0);
  const handled = useRef(0);
  useLayoutEffect(() => {
    if (attempt === handled.current) return;
    handled.current = attempt;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, form]);
  return () => {
    if (actor.getSnapshot().context.formErrors) setAttempt((n) => n + 1);
  };
}
