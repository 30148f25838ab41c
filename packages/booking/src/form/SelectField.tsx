import { FieldError } from './FieldError';
import { useField } from './useField';

/** One option of a {@link SelectField}. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  readonly path: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly SelectOption[];
  /** The label of the empty first option ("Choose…"). */
  readonly placeholder: string;
  readonly required?: boolean;
  readonly busy?: boolean;
}

/** A labelled `<select>` whose validation message comes from the machine's `formErrors[path]`. */
export function SelectField(props: SelectFieldProps) {
  const { path, label, value, onChange, options, placeholder } = props;
  const field = useField(path);
  return (
    <div className="wb-field">
      <label className="wb-field__label" htmlFor={field.id}>
        {label}
      </label>
      <select
        id={field.id}
        className="wb-input wb-select"
        name={path}
        value={value}
        required={props.required}
        aria-busy={props.busy || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...field.aria}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}
