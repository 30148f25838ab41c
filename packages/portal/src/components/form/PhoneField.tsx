import { type FieldSource, TextField } from '@wizyta/booking/form';
import type { Ref } from 'react';
import { useApp } from '../../shared/useApp';

/** A phone number as the forms hold it. */
export interface PhoneValue {
  readonly prefix: string;
  readonly number: string;
}

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps {
  readonly fields: FieldSource;
  /** The path of the phone object; its parts are `<path>.prefix` and `<path>.number`. */
  readonly path: string;
  readonly value: PhoneValue;
  readonly onChange: (value: PhoneValue) => void;
  readonly required?: boolean;
  /** Read-only, with the hint saying why (a brand that does not let the phone be edited). */
  readonly readOnly?: boolean;
  readonly hint?: string;
  /** The number's input, for a form that moves focus to it itself (SMS login). */
  readonly numberRef?: Ref<HTMLInputElement>;
}

/** A phone number as two labelled inputs: the country code and the number. */
export function PhoneField(props: PhoneFieldProps) {
  const { fields, path, value, onChange, required, readOnly } = props;
  const { messages } = useApp();
  return (
    <div className="form-row form-row--phone">
      <TextField
        fields={fields}
        path={`${path}.prefix`}
        label={messages.t('account.field.phonePrefix')}
        type="tel"
        autoComplete="tel-country-code"
        value={value.prefix}
        onChange={(prefix) => onChange({ ...value, prefix })}
        required={required}
        readOnly={readOnly}
        maxLength={4}
      />
      <TextField
        fields={fields}
        path={`${path}.number`}
        label={messages.t('account.field.phoneNumber')}
        type="tel"
        autoComplete="tel-national"
        value={value.number}
        onChange={(number) => onChange({ ...value, number })}
        required={required}
        readOnly={readOnly}
        hint={props.hint}
        maxLength={20}
        inputRef={props.numberRef}
      />
    </div>
  );
}
