import { useContext } from 'react';
import type { FieldLook, FieldSource } from './FieldSource';
import { FormContext, useFormContext } from './FormContext';
import { type FieldAria, fieldAria } from './fieldAria';
import { machineFields } from './machineFields';

/** The ids, error text and ARIA attributes of one form field. */
export interface FieldProps {
  readonly id: string;
  readonly errorId: string;
  /** The validation message to show, already translated; null when the field is fine. */
  readonly error: string | null;
  readonly aria: FieldAria;
  readonly look: FieldLook;
  /** Tells the form the field was edited (the portal forgets its message then). */
  readonly edited: () => void;
}

/** DOM id of the booking field at `path` (`patients.0.pesel` → `<prefix>-patients-0-pesel`). */
export function useFieldId(path: string): string {
  return machineFields(useFormContext()).idOf(path);
}

/**
 * Everything a field needs to show its form's verdict on `path`: from `fields` when given (the
 * portal's forms), else from the booking flow's machine through its FormContext. The message is
 * tied to the control by `aria-describedby`, with the hint when there is one.
 */
export function useField(path: string, fields?: FieldSource, hint?: string): FieldProps {
  const form = useContext(FormContext);
  const source = fields ?? (form && machineFields(form));
  if (!source) throw new Error('a field needs `fields` or a FormContext');
  const id = source.idOf(path);
  const error = source.errorOf(path);
  return {
    id,
    errorId: `${id}-error`,
    error,
    aria: fieldAria(id, error, hint),
    look: source.look,
    edited: () => source.clear?.(path),
  };
}
