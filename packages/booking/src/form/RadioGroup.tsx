import type { ReactNode } from 'react';
import { FieldError } from './FieldError';
import { useField } from './useField';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption<V extends string> {
  readonly value: V;
  readonly label: string;
  /** Shown under the label (a clinic's address and hours). */
  readonly detail?: ReactNode;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps<V extends string> {
  readonly path: string;
  readonly legend: string;
  readonly value: V | '';
  readonly onChange: (value: V) => void;
  readonly options: readonly RadioOption<V>[];
  readonly inline?: boolean;
}

/**
 * A fieldset of radio buttons with a legend. The group's validation message is tied to the
 * fieldset and to every radio (`aria-describedby`), and the radios carry `aria-invalid`, so the
 * first of them takes focus after a failed submit.
 */
export function RadioGroup<V extends string>({
  path,
  legend,
  value,
  onChange,
  options,
  inline,
}: RadioGroupProps<V>) {
  const field = useField(path);
  return (
    <fieldset
      className={inline ? 'wb-fieldset wb-fieldset--inline' : 'wb-fieldset'}
      aria-describedby={field.aria['aria-describedby']}
    >
      <legend className="wb-fieldset__legend">{legend}</legend>
      {options.map((option) => {
        const id = `${field.id}-${option.value}`;
        return (
          <div className="wb-field wb-field--check" key={option.value}>
            <input
              id={id}
              className="wb-check"
              type="radio"
              name={field.id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              {...field.aria}
            />
            <label className="wb-field__label" htmlFor={id}>
              {option.label}
            </label>
            {option.detail}
          </div>
        );
      })}
      <FieldError id={field.errorId} error={field.error} />
    </fieldset>
  );
}
