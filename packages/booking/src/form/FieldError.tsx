/** Props of {@link FieldError}. */
export interface FieldErrorProps {
  readonly id: string;
  readonly error: string | null;
  /** The look's error class (`<field>__error`); the widget's by default. */
  readonly className?: string;
}

/** The validation message of a field, the target of its `aria-describedby`. */
export function FieldError({ id, error, className = 'wb-field__error' }: FieldErrorProps) {
  if (!error) return null;
  return (
    <p id={id} className={className}>
      {error}
    </p>
  );
}
