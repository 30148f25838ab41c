import type { ReactNode } from 'react';
import { useApp } from '../../shared/useApp';
import { describedBy, FieldMessage } from './FieldMessage';
import type { FieldErrors } from './useFieldErrors';
import './form.css';

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps {
  readonly fields: FieldErrors;
  readonly path: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** Marks the label "(required)" or "(optional)". */
  readonly required?: boolean;
  /** Shown under the box, e.g. a link to the regulation. */
  readonly extra?: ReactNode;
}

/** A consent checkbox: label after the box, required or optional, with its validation message. */
export function CheckboxField({
  fields,
  path,
  label,
  checked,
  onChange,
  required,
  extra,
}: CheckboxFieldProps) {
  const { messages } = useApp();
  const id = fields.idOf(path);
  const error = fields.errorOf(path);
  return (
    <div className="form-check">
      <input
        id={id}
        name={path}
        type="checkbox"
        className="form-check__box"
        checked={checked}
        required={required}
        onChange={(event) => {
          fields.clear(path);
          onChange(event.currentTarget.checked);
        }}
        {...describedBy(id, error)}
      />
      <label className="form-check__label" htmlFor={id}>
        {label} {messages.t(required ? 'account.required' : 'account.optional')}
      </label>
      {extra && <div className="form-check__extra">{extra}</div>}
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}
