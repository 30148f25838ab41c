import { ERROR_CODES, type ErrorKey, isErrorKey, UNEXPECTED_ERROR_CODE } from './errorCodes';

/**
 * The Polish catalogue text for an error code (AppError's default message).
 *
 * Accepts any number because codes arrive from the server untyped; a code the catalogue does not
 * know shows the "unexpected error" text (4982) rather than nothing, so a toast is never empty.
 * Polish only: English and Ukrainian error texts live in the message catalogue (format them with
 * `Messages.formatError`), so that this table, which every page ships, stays small.
 */
export function errorMessage(code: ErrorKey | number): string {
  return ERROR_CODES[isErrorKey(code) ? code : UNEXPECTED_ERROR_CODE];
}
