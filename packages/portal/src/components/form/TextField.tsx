import type { HTMLInputTypeAttribute } from 'react';
import { useApp } from '../../shared/useApp';
import { describedBy, FieldMessage } from './FieldMessage';
import type { FieldErrors } from './useFieldErrors';
import './form.css';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  readonly fields: FieldErrors;
  /** The field's path in the form values: its error key and DOM id. */
  readonly path: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  readonly required?: boolean;
  readonly maxLength?: number;
  readonly hint?: string;
  /** Shown as read-only text (with the hint saying why) instead of an input. */
  readonly readOnly?: boolean;
  /** A multi-line text instead of an input. */
  readonly multiline?: boolean;
  readonly className?: string;
}

/** A labelled input with its hint and validation message tied by `aria-describedby`. */
export function TextField(props: TextFieldProps) {
  const { fields, path, label, value, onChange, hint, required, multiline } = props;
  const { messages } = useApp();
  const id = fields.idOf(path);
  const error = fields.errorOf(path);
  const aria = describedBy(id, error, hint);
  const change = (next: string) => {
    fields.clear(path);
    onChange(next);
  };
  return (
    <div className={props.className ? `form-field ${props.className}` : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required && <span className="form-field__required"> {messages.t('account.required')}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea
          id={id}
          name={path}
          className="form-field__input form-field__input--multiline"
          value={value}
          required={required}
          maxLength={props.maxLength}
          onChange={(event) => change(event.currentTarget.value)}
          {...aria}
        />
      ) : (
        <input
          id={id}
          name={path}
          className="form-field__input"
          type={props.type ?? 'text'}
          value={value}
          required={required}
          readOnly={props.readOnly}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          onChange={(event) => change(event.currentTarget.value)}
          {...aria}
        />
      )}
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}
