import type { MessageId, Messages } from '@wizyta/core';
import { type RefObject, useCallback, useMemo, useState } from 'react';
import type { FieldLook, FieldSource } from './FieldSource';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

/** Message ids per field path (`email`, `address.postCode`), as `validateForm` reports them. */
export type FieldErrorIds = Readonly<Record<string, MessageId>>;

/** A form's own {@link FieldSource} (the field kit reads it), and what its submit does with it. */
export interface FieldErrors extends FieldSource {
  /** Whether any field has an error. */
  readonly invalid: boolean;
  /** Shows these errors and moves focus to the first invalid field of the form. */
  show(errors: FieldErrorIds): void;
  /** Clears the error of one field (when it is edited) or of all of them. */
  clear(path?: string): void;
}

/**
 * A form's validation messages, held by the form itself (the booking steps' come from the order
 * machine): ids from the catalogue translated with `messages`, ids `<formId>-<path>` for the
 * fields, the classes of `look`, and focus on the first invalid field (in document order) after
 * each refused submit. The portal's forms and the flow's account steps (the agreements) use it.
 */
export function useFormErrors(
  formId: string,
  form: RefObject<HTMLFormElement | null>,
  messages: Messages,
  look: FieldLook,
): FieldErrors {
  const [errors, setErrors] = useState<FieldErrorIds>({});
  const focusFirstInvalid = useFocusFirstInvalid(form);

  const show = useCallback(
    (next: FieldErrorIds) => {
      setErrors(next);
      focusFirstInvalid();
    },
    [focusFirstInvalid],
  );
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
      look,
      invalid: Object.keys(errors).length > 0,
      show,
      clear,
    }),
    [formId, errors, messages, look, show, clear],
  );
}
