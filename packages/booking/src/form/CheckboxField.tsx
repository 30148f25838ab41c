import type { ReactNode } from 'react';
import { FieldError } from './FieldError';
import type { FieldSource } from './FieldSource';
import { useField } from './useField';

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps {
  /** The form's ids and messages; the booking flow's machine when left out. */
  readonly fields?: FieldSource;
  readonly path: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** Required: the input says so, and where the look has texts the label says "(required)" or "(optional)". */
  readonly required?: boolean;
  /** Shown after the label, outside it (e.g. a link to the regulation). */
  readonly extra?: ReactNode;
}

/** A labelled checkbox, label after the box, with its validation message. */
export function CheckboxField({
  fields,
  path,
  label,
  checked,
  onChange,
  required,
  extra,
}: CheckboxFieldProps) {
  const field = useField(path, fields);
  const { check, texts } = field.look;
  return (
    <div className={check.field}>
      <input
        id={field.id}
        className={check.box}
        type="checkbox"
        name={path}
        checked={checked}
        required={required}
        onChange={(event) => {
          field.edited();
          onChange(event.currentTarget.checked);
        }}
        {...field.aria}
      />
      <label className={check.label} htmlFor={field.id}>
        {label}
        {texts ? ` ${required ? texts.required : texts.optional}` : null}
      </label>
      {extra && check.extra ? <div className={check.extra}>{extra}</div> : extra}
      <FieldError id={field.errorId} error={field.error} className={`${field.look.field}__error`} />
    </div>
  );
}
