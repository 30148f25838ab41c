import * as z from 'zod/mini';
import type { ValidationMessageId } from '../i18n/messages/validation';

/** Longest free text accepted (symptom description, contact message, chat question). */
export const MAX_FREE_TEXT_LENGTH = 2000;

/**
 * A required text field: trimmed, then refused when empty, so a field of spaces counts as empty.
 * A missing value reports the same message as an empty one.
 */
export function requiredText(message: ValidationMessageId = 'validation.required') {
  return z.string(message).check(z.trim(), z.minLength(1, message));
}

/**
 * A required text field that must also pass `isValid`. The format message is only given for a
 * non-empty value, so an empty field says "required" and nothing else.
 */
export function formattedText(isValid: (s: string) => boolean, message: ValidationMessageId) {
  return requiredText().check(z.refine((s: string) => s === '' || isValid(s), message));
}

/** An optional text field, trimmed when present. */
export function optionalText() {
  return z.optional(z.string('validation.invalid').check(z.trim()));
}

/** A required free text of at most {@link MAX_FREE_TEXT_LENGTH} characters. */
export function longText() {
  return requiredText().check(z.maxLength(MAX_FREE_TEXT_LENGTH, 'validation.textTooLong'));
}
