import type { MessageId } from '@wizyta/core';
import { type FieldSource, WIDGET_FIELD_LOOK } from './FieldSource';
import type { FormContextValue } from './FormContext';

/**
 * The booking steps' {@link FieldSource}: ids under the flow's prefix, and the message ids the
 * order machine put into `formErrors`, translated.
 */
export function machineFields({ idPrefix, formErrors, messages }: FormContextValue): FieldSource {
  return {
    idOf: (path) => `${idPrefix}-${path.replace(/\./g, '-')}`,
    errorOf: (path) => {
      const id = formErrors?.[path];
      return id ? messages.t(id as MessageId) : null;
    },
    look: WIDGET_FIELD_LOOK,
  };
}
