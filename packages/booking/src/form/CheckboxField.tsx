import type { ReactNode } from 'react';
import { FieldError } from './FieldError';
import { useField } from './useField';

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps {
  readonly path: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** Shown after the label, outside it (e.g. a link to the regulation). */
  readonly after?: ReactNode;
}

/** A labelled checkbox whose validation message comes from the machine's `formErrors[path]`. */
export function CheckboxField({ path, label, checked, onChange, after }: CheckboxFieldProps) {
  const field = useField(path);
  return (
    <div className="wb-field wb-field--check">
      <input
        id={field.id}
        className="wb-check"
        type="checkbox"
        name={path}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        {...field.aria}
      />
      <label className="wb-field__label" htmlFor={field.id}>
        {label}
      </label>
      {after}
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}
