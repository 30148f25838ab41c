/** The ARIA attributes of a field's control. */
export interface FieldAria {
  readonly 'aria-invalid'?: true;
  readonly 'aria-describedby'?: string;
}

/**
 * `aria-invalid` while the field at `id` has an error, and `aria-describedby` naming its error
 * (`<id>-error`) and its hint (`<id>-hint`), those present, so a screen reader reads both.
 */
export function fieldAria(id: string, error: string | null, hint?: string): FieldAria {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { ...(error ? { 'aria-invalid': true as const } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
}
