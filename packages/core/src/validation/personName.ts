// Letters of the Polish alphabet plus Q, V and X, which Polish names do use (Xawery, Violetta).
const LETTERS = 'A-Za-zĄĆĘŁŃÓŚŹŻąćęłńóśźż';
const FIRST_NAME = new RegExp(`^[${LETTERS}]+$`);
const LAST_NAME = new RegExp(`^[${LETTERS}]+(?:-[${LETTERS}]+)*$`);

/**
 * Tells whether `s` is a first name made of letters only (spec §5: "Polish letters only"): no
 * spaces, so one first name per field; no digits or punctuation.
 *
 * @example isValidFirstName('Łucja') // true
 */
export function isValidFirstName(s: string): boolean {
  return FIRST_NAME.test(s);
}

/**
 * Tells whether `s` is a last name of letters, optionally double-barrelled with single hyphens
 * between the parts (spec §5: "Polish letters and hyphen"); no leading, trailing or double hyphen.
 *
 * @example isValidLastName('Nowak-Żółkiewska') // true
 */
export function isValidLastName(s: string): boolean {
  return LAST_NAME.test(s);
}
