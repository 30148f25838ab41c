import { describe, expect, it } from 'vitest';
import { isValidNip } from './isValidNip';

const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];
const checkOf = (nine: string) =>
  Array.from(nine, Number).reduce((total, d, i) => total + d * (WEIGHTS[i] ?? 0), 0) % 11;

describe('isValidNip', () => {
  it.each([
    '5260250274', // Ministry of Finance
    '7251801126',
    '1234563218',
  ])('accepts %s', (nip) => {
    expect(isValidNip(nip)).toBe(true);
  });

  it('accepts numbers built from the algorithm', () => {
    for (const nine of ['987654321', '555555555', '100000000', '526025027']) {
      const check = checkOf(nine);
      if (check !== 10) expect(isValidNip(nine + check)).toBe(true);
    }
  });

  it('refuses every number whose check sum is 10, whatever the last digit', () => {
    expect(checkOf('123456789')).toBe(10);
    for (const last of '0123456789') {
      expect(isValidNip(`123456789${last}`)).toBe(false);
    }
  });

  it('refuses a wrong check digit', () => {
    expect(isValidNip('5260250275')).toBe(false);
    expect(isValidNip('5260250270')).toBe(false);
  });

  it.each([
    ['dashes', '526-025-02-74'],
    ['dashes, other grouping', '526-02-50-274'],
    ['spaces', '526 025 02 74'],
    ['PL prefix', 'PL5260250274'],
    ['9 digits', '526025027'],
    ['11 digits', '52602502740'],
    ['letters', '52602502a4'],
    ['empty', ''],
    ['surrounding space', ' 5260250274'],
  ])('refuses %s (%j)', (_label, nip) => {
    expect(isValidNip(nip)).toBe(false);
  });
});
