import { type BoundField, TextField } from '@wizyta/booking/form';
import { useApp } from '../../shared/useApp';

/** Props of {@link EmailField}. */
export interface EmailFieldProps extends BoundField<string> {
  /** Read-only, with the hint saying why (a brand that does not let the e-mail be edited). */
  readonly readOnly?: boolean;
  readonly hint?: string;
}

/** The patient's e-mail address: required, typed as e-mail and autocompleted as one. */
export function EmailField(props: EmailFieldProps) {
  const { messages } = useApp();
  return (
    <TextField
      {...props}
      type="email"
      autoComplete="email"
      label={messages.t('account.field.email')}
      required
    />
  );
}
