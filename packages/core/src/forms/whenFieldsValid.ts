import type { core } from 'zod/mini';

/**
 * A `when` for a cross-field check: run it as soon as the named fields are valid on their own,
 * even while other fields of the form are still wrong. Zod's default skips object-level checks
 * after any aborting issue, which would show a form's errors in waves, one fix at a time.
 */
export function whenFieldsValid(...keys: string[]): (payload: core.ParsePayload) => boolean {
  return (payload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => keys.includes(String(issue.path?.[0])));
}
