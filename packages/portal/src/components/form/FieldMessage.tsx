/** The validation message of a field: the element its `aria-describedby` points at. */
export function FieldMessage({ id, error }: { readonly id: string; readonly error: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className="form-field__error">
      {error}
    </p>
  );
}

/**
 * The ARIA attributes of an input: `aria-invalid` while it has an error, `aria-describedby`
 * naming its error and hint (when present).
 */
export function describedBy(
  id: string,
  error: string | null,
  hint?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { ...(error ? { 'aria-invalid': true as const } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
}
