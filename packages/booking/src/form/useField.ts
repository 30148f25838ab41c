import type { MessageId } from '@wizyta/core';
import { useBooking } from '../BookingApp/BookingContext';
import { useOrder } from '../BookingApp/useOrder';

/** The ids, error text and ARIA attributes of one form field, from the machine's `formErrors`. */
export interface FieldProps {
  readonly id: string;
  readonly errorId: string;
  /** The validation message to show, already translated; null when the field is fine. */
  readonly error: string | null;
  readonly aria: { 'aria-invalid'?: true; 'aria-describedby'?: string };
}

/** DOM id of the field at `path` (`patients.0.pesel` → `<prefix>-patients-0-pesel`). */
export function useFieldId(path: string): string {
  const { idPrefix } = useBooking();
  return `${idPrefix}-${path.replace(/\./g, '-')}`;
}

/**
 * Everything a field needs to show the machine's verdict on `path`: the message id the machine
 * put into `formErrors` is translated here, and tied to the input by `aria-describedby`.
 */
export function useField(path: string, describedBy?: string): FieldProps {
  const { messages } = useBooking();
  const id = useFieldId(path);
  const errorId = `${id}-error`;
  const messageId = useOrder((s) => s.context.formErrors?.[path] ?? null);
  const error = messageId ? messages.t(messageId as MessageId) : null;
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ');
  return {
    id,
    errorId,
    error,
    aria: {
      ...(error ? { 'aria-invalid': true as const } : {}),
      ...(described ? { 'aria-describedby': described } : {}),
    },
  };
}
