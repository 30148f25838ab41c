import type { Messages } from '@wizyta/core';
import { createContext, useContext } from 'react';

/**
 * What the form building blocks read: texts, the id prefix, the focus rule of step headings and
 * the validation verdicts to show. BookingFlow provides it from the order machine; a host that
 * renders {@link SearchForm} without the machine (the widget's first chunk) provides its own.
 */
export interface FormContextValue {
  readonly messages: Messages;
  /** Unique per flow, so field ids do not clash when two flows share a document. */
  readonly idPrefix: string;
  /** Whether a step heading takes focus when it mounts (not the first step shown). */
  readonly moveFocus: { current: boolean };
  /** Message ids of the fields that failed validation, by field path; null when none did. */
  readonly formErrors: Readonly<Record<string, string>> | null;
}

/** The form blocks' context. */
export const FormContext = createContext<FormContextValue | null>(null);

/** The form blocks' context; throws outside a provider. */
export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('form fields need a FormContext provider around them');
  return value;
}
