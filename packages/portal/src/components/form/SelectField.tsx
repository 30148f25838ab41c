import { useApp } from '../../shared/useApp';
import { describedBy, FieldMessage } from './FieldMessage';
import type { FieldErrors } from './useFieldErrors';
import './form.css';

/** One choice of a {@link SelectField}. */
export interface SelectOption<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/** Props of {@link SelectField}; `''` is the empty "Choose…" option. */
export interface SelectFieldProps<V extends string = string> {
  readonly fields: FieldErrors;
  readonly path: string;
  readonly label: string;
  readonly value: V | '';
  readonly options: readonly SelectOption<V>[];
  readonly onChange: (value: V | '') => void;
  readonly required?: boolean;
}

/** A labelled `<select>` with an empty "Choose…" first option and its validation message. */
export function SelectField<V extends string = string>({
  fields,
  path,
  label,
  value,
  options,
  onChange,
  required,
}: SelectFieldProps<V>) {
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
          // The select offers only the options' values and the empty one.
          onChange(event.currentTarget.value as V | '');
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
