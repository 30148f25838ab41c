import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import type { FieldSource } from './FieldSource';
import { useField } from './useField';

/** One option of a {@link SelectField}. */
export interface SelectOption<V extends string = string> {
  readonly value: V;
  readonly label: string;
  readonly disabled?: boolean;
}

/** Props of {@link SelectField}; `''` is the empty "Choose…" option. */
export interface SelectFieldProps<V extends string = string> {
  /** The form's ids and messages; the booking flow's machine when left out. */
  readonly fields?: FieldSource;
  readonly path: string;
  readonly label: string;
  readonly value: V | '';
  readonly onChange: (value: V | '') => void;
  readonly options: readonly SelectOption<V>[];
  /** The label of the empty first option; the look's "Choose…" when left out. */
  readonly placeholder?: string;
  readonly required?: boolean;
  /** Its options are still loading (`aria-busy`). */
  readonly busy?: boolean;
}

/** A labelled `<select>` with an empty first option and its validation message. */
export function SelectField<V extends string = string>(props: SelectFieldProps<V>) {
  const { path, label, value, options, required } = props;
  const field = useField(path, props.fields);
  const { look } = field;
  return (
    <div className={look.field}>
      <FieldLabel look={look} htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      <select
        id={field.id}
        className={look.select}
        name={path}
        value={value}
        required={required}
        aria-busy={props.busy || undefined}
        onChange={(event) => {
          field.edited();
          // The select offers only the options' values and the empty one.
          props.onChange(event.currentTarget.value as V | '');
        }}
        {...field.aria}
      >
        <option value="">{props.placeholder ?? look.texts?.choose}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} error={field.error} className={`${look.field}__error`} />
    </div>
  );
}
