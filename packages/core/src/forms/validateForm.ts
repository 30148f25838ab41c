import * as z from 'zod/mini';
import { isValidationMessageId, type ValidationMessageId } from '../i18n/messages/validation';

/**
 * Outcome of {@link validateForm}: the parsed values, or one message id per field path.
 * Paths are dotted (`patients.0.pesel`, `address.postCode`); an error about the form as a whole
 * has the key `''`.
 */
export type FormValidation<T> =
  | { success: true; data: T }
  | { success: false; errors: Record<string, ValidationMessageId> };

/**
 * Validates form values against one of the form schemas and flattens the issues for a UI: each
 * field path gets its first message id, which the UI renders in the element that the field's
 * `aria-describedby` points at.
 */
export function validateForm<S extends z.ZodMiniType>(
  schema: S,
  values: unknown,
): FormValidation<z.output<S>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { success: true, data: result.data };
  const errors: Record<string, ValidationMessageId> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (path in errors) continue;
    // The schemas only speak catalogue ids; anything else would be a zod default in English.
    errors[path] = isValidationMessageId(issue.message) ? issue.message : 'validation.invalid';
  }
  return { success: false, errors };
}
