import type { RefObject } from 'react';
import { useBooking } from '../flow/BookingContext';
import { WIDGET_FIELD_LOOK } from '../form/FieldSource';
import { TextField } from '../form/TextField';

/** Props of {@link PhoneFields}. */
export interface PhoneFieldsProps {
  /** Ids are `<idBase>-prefix`, `<idBase>-number`, `<idBase>-number-error`. */
  readonly idBase: string;
  readonly prefix: string;
  readonly number: string;
  readonly onPrefix: (prefix: string) => void;
  readonly onNumber: (number: string) => void;
  /** The message for the number, already translated. */
  readonly error: string | null;
  readonly numberRef?: RefObject<HTMLInputElement | null>;
}

/** A phone number as two labelled inputs, country code and number, outside a step form. */
export function PhoneFields({
  idBase,
  prefix,
  number,
  onPrefix,
  onNumber,
  error,
  numberRef,
}: PhoneFieldsProps) {
  const { messages } = useBooking();
  // Not a step form: the message is the caller's, not the machine's.
  const fields = {
    idOf: (path: string) => `${idBase}-${path}`,
    errorOf: (path: string) => (path === 'number' ? error : null),
    look: WIDGET_FIELD_LOOK,
  };
  return (
    <div className="wb-grid wb-grid--phone">
      <TextField
        fields={fields}
        path="prefix"
        label={messages.t('booking.personal.phonePrefix')}
        type="tel"
        autoComplete="tel-country-code"
        value={prefix}
        onChange={onPrefix}
      />
      <TextField
        fields={fields}
        path="number"
        label={messages.t('booking.personal.phoneNumber')}
        type="tel"
        autoComplete="tel-national"
        value={number}
        onChange={onNumber}
        inputRef={numberRef}
      />
    </div>
  );
}
