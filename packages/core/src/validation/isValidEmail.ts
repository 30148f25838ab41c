// Deliberately pragmatic, not RFC 5322: what mail providers actually hand out. A local part of
// letters, digits and . _ % + ' - (no leading, trailing or double dot), then a domain of
// dot-separated labels ending in an alphabetic TLD, so 'jan@localhost' and 'jan@wp' are refused.
const EMAIL =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9._%+'-]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const MAX_LENGTH = 254;

/**
 * Tells whether `s` is an e-mail address a patient could receive mail at.
 *
 * @example isValidEmail('jan.kowalski@example.pl') // true
 */
export function isValidEmail(s: string): boolean {
  return s.length <= MAX_LENGTH && EMAIL.test(s);
}
