import type { RefObject } from 'react';
import { useBooking } from '../BookingApp/BookingContext';
import { FieldError } from '../form/FieldError';

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
  readonly disabled?: boolean;
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
  disabled,
}: PhoneFieldsProps) {
  const { messages } = useBooking();
  const errorId = `${idBase}-number-error`;
  return (
    <div className="wb-grid wb-grid--phone">
      <div className="wb-field">
        <label className="wb-field__label" htmlFor={`${idBase}-prefix`}>
          {messages.t('booking.personal.phonePrefix')}
        </label>
        <input
          id={`${idBase}-prefix`}
          className="wb-input"
          type="tel"
          autoComplete="tel-country-code"
          value={prefix}
          disabled={disabled}
          onChange={(e) => onPrefix(e.currentTarget.value)}
        />
      </div>
      <div className="wb-field">
        <label className="wb-field__label" htmlFor={`${idBase}-number`}>
          {messages.t('booking.personal.phoneNumber')}
        </label>
        <input
          id={`${idBase}-number`}
          ref={numberRef}
          className="wb-input"
          type="tel"
          autoComplete="tel-national"
          value={number}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onNumber(e.currentTarget.value)}
        />
        <FieldError id={errorId} error={error} />
      </div>
    </div>
  );
}
