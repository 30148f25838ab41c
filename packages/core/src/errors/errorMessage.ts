import type { Locale } from '../i18n/locales';
import { ERROR_CODES, type ErrorKey, isErrorKey, UNEXPECTED_ERROR_CODE } from './errorCodes';

/**
 * The catalogue text for an error code, in the given UI language.
 *
 * Accepts any number because codes arrive from the server untyped; a code the catalogue does not
 * know shows the "unexpected error" text (4982) rather than nothing, so a toast is never empty.
 * Polish and English only: Ukrainian error texts live in the message catalogue (format them with
 * `Messages.formatError`), so that this table, which every page ships, stays small.
 */
export function errorMessage(code: ErrorKey | number, locale: Exclude<Locale, 'uk'> = 'pl'): string {
  const key = isErrorKey(code) ? code : UNEXPECTED_ERROR_CODE;
  return ERROR_CODES[key][locale];
}
