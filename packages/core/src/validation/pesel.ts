import { isRealCalendarDate } from './calendarDate';

/** What a PESEL number tells about its holder. */
export interface PeselInfo {
  /** `YYYY-MM-DD` */
  birthDate: string;
  gender: 'MALE' | 'FEMALE';
}

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;

// The month field carries the century: 1800s +80, 1900s +0, 2000s +20, 2100s +40, 2200s +60.
const CENTURY_BY_MONTH_OFFSET: ReadonlyMap<number, number> = new Map([
  [80, 1800],
  [0, 1900],
  [20, 2000],
  [40, 2100],
  [60, 2200],
]);

/**
 * Reads the birth date and gender out of a PESEL number.
 *
 * Returns `null` unless `s` is exactly 11 digits, its check digit is right AND its date part names
 * a day that exists in the encoded century — a checksum alone lets 31 April or month 13 through.
 *
 * @example parsePesel('44051401359') // { birthDate: '1944-05-14', gender: 'MALE' }
 */
export function parsePesel(s: string): PeselInfo | null {
  if (!/^\d{11}$/.test(s)) return null;
  const digits = Array.from(s, Number);
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0);
  if ((10 - (sum % 10)) % 10 !== digits[10]) return null;

  const yy = Number(s.slice(0, 2));
  const encodedMonth = Number(s.slice(2, 4));
  const day = Number(s.slice(4, 6));
  const month = encodedMonth % 20;
  const century = CENTURY_BY_MONTH_OFFSET.get(encodedMonth - month);
  if (century === undefined) return null;
  const year = century + yy;
  if (!isRealCalendarDate(year, month, day)) return null;

  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    birthDate: `${year}-${pad(month)}-${pad(day)}`,
    // The tenth digit is odd for men and even for women.
    gender: (digits[9] ?? 0) % 2 === 1 ? 'MALE' : 'FEMALE',
  };
}

/** Tells whether `s` is a valid PESEL: 11 digits, right check digit and a real birth date. */
export function isValidPesel(s: string): boolean {
  return parsePesel(s) !== null;
}
