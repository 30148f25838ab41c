/** The validation message of a field, the target of its `aria-describedby`. */
export function FieldError({ id, error }: { readonly id: string; readonly error: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className="wb-field__error">
      {error}
    </p>
  );
}
