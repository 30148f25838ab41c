import type { SmsPhone } from './signIn';

/** The prefix of a number given without one: Wizyta's patients are in Poland. */
const DEFAULT_PREFIX = '+48';

/**
 * A phone as an operator types it on the command line: `+48 500100200`, `+48-500-100-200`,
 * `+48500100200` or `500100200` (Polish). Another country's number needs a space after its
 * prefix, since a prefix has 1 to 4 digits and cannot be told from the number. `undefined` when it
 * is not a phone.
 */
export function parseSmsPhone(text: string): SmsPhone | undefined {
  const spaced = /^(\+\d{1,4})[\s-]+([\d\s-]{5,})$/.exec(text.trim());
  const [prefix, rest] = spaced
    ? [spaced[1] as string, spaced[2] as string]
    : text.trim().startsWith('+')
      ? text.trim().startsWith(DEFAULT_PREFIX)
        ? [DEFAULT_PREFIX, text.trim().slice(DEFAULT_PREFIX.length)]
        : [undefined, '']
      : [DEFAULT_PREFIX, text];
  const number = rest.replace(/[\s-]/g, '');
  return prefix && /^\d{5,15}$/.test(number) ? { prefix, number } : undefined;
}
