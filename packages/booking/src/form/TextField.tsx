import type { HTMLInputTypeAttribute, Ref } from 'react';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import type { FieldSource } from './FieldSource';
import { useField } from './useField';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  /** The form's ids and messages; the booking flow's machine when left out. */
  readonly fields?: FieldSource;
  /** The field's path in the form (`email`, `patients.0.pesel`): its error key, name and id. */
  readonly path: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  readonly required?: boolean;
  readonly min?: string | number;
  readonly max?: string | number;
  readonly maxLength?: number;
  /** A line under the label, read with the field (`aria-describedby`). */
  readonly hint?: string;
  /** Shown as read-only text (with the hint saying why). */
  readonly readOnly?: boolean;
  /** A multi-line text instead of an input. */
  readonly multiline?: boolean;
  readonly className?: string;
  /** The input, for a form that moves focus to it itself (SMS sign-in). */
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and validation message tied by `aria-describedby`. */
export function TextField(props: TextFieldProps) {
  const { path, label, value, required, hint } = props;
  const field = useField(path, props.fields, hint);
  const { look } = field;
  const control = {
    id: field.id,
    name: path,
    value,
    required,
    maxLength: props.maxLength,
    onChange: (event: { currentTarget: { value: string } }) => {
      field.edited();
      props.onChange(event.currentTarget.value);
    },
    ...field.aria,
  };
  return (
    <div className={props.className ? `${look.field} ${props.className}` : look.field}>
      <FieldLabel look={look} htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      {hint ? (
        <p id={`${field.id}-hint`} className={`${look.field}__hint`}>
          {hint}
        </p>
      ) : null}
      {props.multiline ? (
        <textarea className={`${look.input} ${look.input}--multiline`} {...control} />
      ) : (
        <input
          className={look.input}
          type={props.type ?? 'text'}
          readOnly={props.readOnly}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          min={props.min}
          max={props.max}
          ref={props.inputRef}
          {...control}
        />
      )}
      <FieldError id={field.errorId} error={field.error} className={`${look.field}__error`} />
    </div>
  );
}
