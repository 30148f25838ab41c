// Gregorian calendar arithmetic shared by the PESEL parser and the date fields of the forms.
// Plain arithmetic rather than `Date`, which silently rolls 31 April over to 1 May.

/** Tells whether `year` is a Gregorian leap year (1900 is not, 2000 is). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in `month` (1–12) of `year`; 0 for a month outside 1–12. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) return 0;
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Tells whether year, month (1–12) and day name a day that exists in the calendar. */
export function isRealCalendarDate(year: number, month: number, day: number): boolean {
  return Number.isInteger(year) && Number.isInteger(day) && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * Tells whether `s` is an ISO calendar date `YYYY-MM-DD` naming a day that exists.
 *
 * @example isValidIsoDate('2024-02-29') // true
 * @example isValidIsoDate('2023-02-29') // false
 */
export function isValidIsoDate(s: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!match) return false;
  return isRealCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}
