const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/**
 * Tells whether `s` is a valid Polish tax id (NIP): exactly 10 digits, typed without dashes or
 * spaces (spec §5), whose weighted sum of the first nine digits mod 11 equals the tenth.
 *
 * A sum mod 11 of 10 cannot be written as one digit, so no such number is ever issued.
 *
 * @example isValidNip('5260250274') // true
 * @example isValidNip('526-025-02-74') // false: dashes are refused, not stripped
 */
export function isValidNip(s: string): boolean {
  if (!/^\d{10}$/.test(s)) return false;
  const digits = Array.from(s, Number);
  const check = WEIGHTS.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0) % 11;
  return check !== 10 && check === digits[9];
}
