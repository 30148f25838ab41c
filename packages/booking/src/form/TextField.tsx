import type { HTMLInputTypeAttribute } from 'react';
import { FieldError } from './FieldError';
import { useField } from './useField';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  /** The field's path in the step form (`email`, `patients.0.pesel`): its error key and id. */
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
  readonly className?: string;
}

/** A labelled input whose validation message comes from the machine's `formErrors[path]`. */
export function TextField(props: TextFieldProps) {
  const { path, label, value, onChange, type = 'text', required, className } = props;
  const field = useField(path);
  return (
    <div className={className ? `wb-field ${className}` : 'wb-field'}>
      <label className="wb-field__label" htmlFor={field.id}>
        {label}
      </label>
      <input
        id={field.id}
        className="wb-input"
        name={path}
        type={type}
        value={value}
        required={required}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        min={props.min}
        max={props.max}
        maxLength={props.maxLength}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...field.aria}
      />
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}
