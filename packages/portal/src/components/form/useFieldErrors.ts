import { type FieldErrors, useFormErrors } from '@wizyta/booking/form';
import { type RefObject, useMemo } from 'react';
import { useApp } from '../../shared/useApp';
import { portalFieldLook } from './portalFieldLook';

export type { FieldErrors } from '@wizyta/booking/form';

/**
 * A portal form's validation messages (the field kit's `useFormErrors`) in the portal's language
 * and look: ids `<formId>-<path>`, focus on the first invalid field after each refused submit.
 */
export function useFieldErrors(formId: string, form: RefObject<HTMLFormElement | null>): FieldErrors {
  const { messages } = useApp();
  const look = useMemo(() => portalFieldLook(messages), [messages]);
  return useFormErrors(formId, form, messages, look);
}
