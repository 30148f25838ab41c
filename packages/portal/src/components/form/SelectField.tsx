import { useApp } from '../../shared/useApp';
import { describedBy, FieldMessage } from './FieldMessage';
import type { FieldErrors } from './useFieldErrors';
import './form.css';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  readonly fields: FieldErrors;
  readonly path: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onChange: (value: string) => void;
  readonly required?: boolean;
}

/** A labelled `<select>` with an empty "Choose…" first option and its validation message. */
export function SelectField({ fields, path, label, value, options, onChange, required }: SelectFieldProps) {
  const { messages } = useApp();
  const id = fields.idOf(path);
  const error = fields.errorOf(path);
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required && <span className="form-field__required"> {messages.t('account.required')}</span>}
      </label>
      <select
        id={id}
        name={path}
        className="form-field__input"
        value={value}
        required={required}
        onChange={(event) => {
          fields.clear(path);
          onChange(event.currentTarget.value);
        }}
        {...describedBy(id, error)}
      >
        <option value="">{messages.t('account.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}
