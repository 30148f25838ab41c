import type { RefObject } from 'react';
import { useFocusFirstInvalid } from '../form/useFocusFirstInvalid';
import { useBooking } from './BookingContext';

/**
 * After a submit the machine refused, moves focus to the first invalid field of the step's form.
 * Call the returned function right after sending the form's event: the machine answers
 * synchronously, so whether it refused is already known.
 */
export function useFocusFirstError(form: RefObject<HTMLElement | null>): () => void {
  const { actor } = useBooking();
  const focusFirstInvalid = useFocusFirstInvalid(form);
  return () => {
    if (actor.getSnapshot().context.formErrors) focusFirstInvalid();
  };
}
