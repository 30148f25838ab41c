import { describe, expect, it } from 'vitest';
import { isValidPesel, parsePesel } from './pesel';

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

/** Appends the check digit to ten digits, straight from the published algorithm. */
function withCheckDigit(ten: string): string {
  const sum = Array.from(ten, Number).reduce((total, d, i) => total + d * (WEIGHTS[i] ?? 0), 0);
  return ten + String((10 - (sum % 10)) % 10);
}

/** Builds a PESEL for a birth date; `serial` is 4 digits, the last of which carries the gender. */
function makePesel(year: number, month: number, day: number, serial = '0123'): string {
  const offset = { 18: 80, 19: 0, 20: 20, 21: 40, 22: 60 }[Math.floor(year / 100)];
  if (offset === undefined) throw new Error(`no PESEL century for ${year}`);
  const pad = (n: number) => String(n).padStart(2, '0');
  return withCheckDigit(`${pad(year % 100)}${pad(month + offset)}${pad(day)}${serial}`);
}

describe('parsePesel', () => {
  it('reads real-format numbers', () => {
    expect(parsePesel('44051401359')).toEqual({ birthDate: '1944-05-14', gender: 'MALE' });
    expect(parsePesel('02070803628')).toEqual({ birthDate: '1902-07-08', gender: 'FEMALE' });
    expect(parsePesel('02270803624')).toEqual({ birthDate: '2002-07-08', gender: 'FEMALE' });
  });

  it.each([
    [1800, 81, '1800-01-15'],
    [1899, 92, '1899-12-15'],
    [1900, 1, '1900-01-15'],
    [1999, 12, '1999-12-15'],
    [2000, 21, '2000-01-15'],
    [2099, 32, '2099-12-15'],
    [2100, 41, '2100-01-15'],
    [2199, 52, '2199-12-15'],
    [2200, 61, '2200-01-15'],
    [2299, 72, '2299-12-15'],
  ])('decodes the %i century encoding (month field %i)', (year, monthField, birthDate) => {
    const pesel = makePesel(year, ((monthField - 1) % 20) + 1, 15);
    expect(pesel.slice(2, 4)).toBe(String(monthField).padStart(2, '0'));
    expect(parsePesel(pesel)?.birthDate).toBe(birthDate);
  });

  it('reads the gender from the tenth digit', () => {
    for (const digit of [0, 2, 4, 6, 8]) {
      expect(parsePesel(makePesel(1990, 3, 3, `012${digit}`))?.gender).toBe('FEMALE');
    }
    for (const digit of [1, 3, 5, 7, 9]) {
      expect(parsePesel(makePesel(1990, 3, 3, `012${digit}`))?.gender).toBe('MALE');
    }
  });

  it('accepts 29 February only in leap years', () => {
    expect(parsePesel(makePesel(2000, 2, 29))?.birthDate).toBe('2000-02-29');
    expect(parsePesel(makePesel(2024, 2, 29))?.birthDate).toBe('2024-02-29');
    expect(parsePesel(makePesel(1996, 2, 29))?.birthDate).toBe('1996-02-29');
    expect(parsePesel(makePesel(1804, 2, 29))?.birthDate).toBe('1804-02-29');
    // Right check digit, no such day: 1900 and 2100 are not leap years, nor is 2023.
    expect(parsePesel(withCheckDigit('0002290123'))).toBeNull();
    expect(parsePesel(withCheckDigit('0042290123'))).toBeNull();
    expect(parsePesel(withCheckDigit('2322290123'))).toBeNull();
  });

  it('refuses impossible dates even with a right check digit', () => {
    for (const ten of [
      '9013010123', // month 13
      '9000010123', // month 0
      '9004310123', // 31 April
      '9006310123', // 31 June
      '9001320123', // 32 January
      '9001000123', // day 0
      '9093010123', // month field 93: no century
      '9019010123', // month field 19: no century
      '9079010123', // month field 79
    ]) {
      expect(parsePesel(withCheckDigit(ten)), ten).toBeNull();
    }
  });

  it('refuses a wrong check digit', () => {
    const pesel = '44051401359';
    for (const wrong of '012345678') {
      expect(parsePesel(pesel.slice(0, 10) + wrong)).toBeNull();
    }
  });

  it('refuses anything that is not exactly 11 digits', () => {
    for (const s of [
      '4405140135',
      '440514013590',
      '4405140135a',
      ' 44051401359',
      '440514-01359',
      '',
      'abcdefghijk',
    ]) {
      expect(parsePesel(s), s).toBeNull();
    }
  });
});

describe('isValidPesel', () => {
  it('agrees with parsePesel over every day of a leap and a common year', () => {
    for (const year of [2023, 2024, 1900]) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 31; day++) {
          const exists = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
          expect(isValidPesel(makePesel(year, month, day)), `${year}-${month}-${day}`).toBe(exists);
        }
      }
    }
  });

  it('checks the sample numbers', () => {
    expect(isValidPesel('44051401359')).toBe(true);
    expect(isValidPesel('02070803628')).toBe(true);
    expect(isValidPesel('44051401358')).toBe(false);
  });
});
