import { type ConsentFieldsProps, ConsentFields as SharedConsentFields } from '@wizyta/booking/account';
import { useApp } from '../../shared/useApp';
import type { FieldErrors } from './useFieldErrors';

/** The marketing and trade consents (`@wizyta/booking/account`'s) in the portal's language. */
export function ConsentFields(
  props: Omit<ConsentFieldsProps, 'messages' | 'fields'> & { fields: FieldErrors },
) {
  const { messages } = useApp();
  return <SharedConsentFields {...props} messages={messages} />;
}
