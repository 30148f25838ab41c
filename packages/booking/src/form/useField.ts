import type { MessageId } from '@wizyta/core';
import { useFormContext } from './FormContext';

/** The ids, error text and ARIA attributes of one form field, from the form's `formErrors` (the machine's). */
export interface FieldProps {
  readonly id: string;
  readonly errorId: string;
  /** The validation message to show, already translated; null when the field is fine. */
  readonly error: string | null;
  readonly aria: { 'aria-invalid'?: true; 'aria-describedby'?: string };
}

/** DOM id of the field at `path` (`patients.0.pesel` → `<prefix>-patients-0-pesel`). */
export function useFieldId(path: string): string {
  const { idPrefix } = useFormContext();
  return `${idPrefix}-${path.replace(/\./g, '-')}`;
}

/**
 * Everything a field needs to show the machine's verdict on `path`: the message id the machine
 * put into `formErrors` is translated here, and tied to the input by `aria-describedby`.
 */
export function useField(path: string, describedBy?: string): FieldProps {
  const { messages, formErrors } = useFormContext();
  const id = useFieldId(path);
  const errorId = `${id}-error`;
  const messageId = formErrors?.[path] ?? null;
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
