import type { MessageId } from '@wizyta/core';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApp } from '../../shared/useApp';

/** Message ids per field path (`email`, `address.postCode`), as `validateForm` reports them. */
export type FieldErrorIds = Readonly<Record<string, MessageId>>;

/** What a form's fields need to show their errors; see {@link useFieldErrors}. */
export interface FieldErrors {
  /** The DOM id of the field at `path` (`address.postCode` → `<form>-address-postCode`). */
  idOf(path: string): string;
  /** The translated message of the field at `path`, or null. */
  errorOf(path: string): string | null;
  /** Whether any field has an error. */
  readonly invalid: boolean;
  /** Shows these errors and moves focus to the first invalid field of the form. */
  show(errors: FieldErrorIds): void;
  /** Clears the error of one field (when it is edited) or of all of them. */
  clear(path?: string): void;
}

/**
 * A form's validation messages: ids from the catalogue translated here, one id per field for its
 * `aria-describedby`, and focus on the first invalid field (in document order) after each
 * refused submit, so a keyboard or screen-reader user lands on what to fix.
 */
export function useFieldErrors(formId: string, form: RefObject<HTMLFormElement | null>): FieldErrors {
  const { messages } = useApp();
  const [errors, setErrors] = useState<FieldErrorIds>({});
  const [attempt, setAttempt] = useState(0);
  const handled = useRef(0);

  useEffect(() => {
    if (attempt === handled.current) return;
    handled.current = attempt;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, form]);

  const show = useCallback((next: FieldErrorIds) => {
    setErrors(next);
    setAttempt((n) => n + 1);
  }, []);
  const clear = useCallback((path?: string) => {
    setErrors((current) => {
      if (path === undefined) return {};
      if (!(path in current)) return current;
      const { [path]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  return useMemo(
    () => ({
      idOf: (path: string) => `${formId}-${path.replace(/\./g, '-')}`,
      errorOf: (path: string) => {
        const id = errors[path];
        return id ? messages.t(id) : null;
      },
      invalid: Object.keys(errors).length > 0,
      show,
      clear,
    }),
    [formId, errors, messages, show, clear],
  );
}
