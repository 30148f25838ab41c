/** Longest international number E.164 allows, country code included. */
const E164_MAX_DIGITS = 15;
/** Shortest subscriber number accepted for a foreign country code. */
const FOREIGN_MIN_DIGITS = 6;

/**
 * Tells whether `number` is a plausible phone number for the country calling code `prefix`.
 *
 * - `prefix` is a country calling code, with or without the leading `+` (`+48`, `48`).
 * - Spaces and dashes in `number` are ignored, as people type `600 123 456` or `600-123-456`.
 * - For `+48`: exactly 9 digits, not starting with 0 (Polish numbers have no trunk prefix, so a
 *   leading 0 is a typo — and a 10-digit NIP typed into the field is refused).
 * - For any other code: at least 6 digits and at most 15 digits together with the country code.
 *
 * @example isValidPhone('600 123 456', '+48') // true
 */
export function isValidPhone(number: string, prefix: string): boolean {
  const code = /^\+?([1-9]\d{0,2})$/.exec(prefix.trim())?.[1];
  if (code === undefined) return false;
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return false;
  if (code === '48') return /^[1-9]\d{8}$/.test(digits);
  return digits.length >= FOREIGN_MIN_DIGITS && code.length + digits.length <= E164_MAX_DIGITS;
}
