/**
 * Tells whether `s` is a Polish post code written `NN-NNN`, the form every Polish address uses.
 *
 * @example isValidPostCode('00-950') // true
 * @example isValidPostCode('00950') // false
 */
export function isValidPostCode(s: string): boolean {
  return /^\d{2}-\d{3}$/.test(s);
}
