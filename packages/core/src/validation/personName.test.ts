import { describe, expect, it } from 'vitest';
import { isValidFirstName, isValidLastName } from './personName';

describe('isValidFirstName', () => {
  it.each([
    'Jan',
    'Łucja',
    'Żaneta',
    'Ścibor',
    'Ćwirek',
    'ĄĆĘŁŃÓŚŹŻ',
    'ąćęłńóśźż',
    'Xawery',
    'violetta',
    'A',
  ])('accepts %s', (s) => {
    expect(isValidFirstName(s)).toBe(true);
  });

  it.each(['', 'Anna Maria', 'Anna-Maria', 'Jan2', "O'Neil", 'Jan.', ' Jan', 'Müller', 'Иван'])(
    'refuses %j',
    (s) => {
      expect(isValidFirstName(s)).toBe(false);
    },
  );
});

describe('isValidLastName', () => {
  it.each([
    'Kowalski',
    'Żółkiewska',
    'Nowak-Kowalska',
    'Brzęczyszczykiewicz',
    'Curie-Skłodowska-Nowak',
    'Ślęzak',
  ])('accepts %s', (s) => {
    expect(isValidLastName(s)).toBe(true);
  });

  it.each([
    '',
    '-Nowak',
    'Nowak-',
    'Nowak--Kowalska',
    'Nowak Kowalska',
    'Nowak2',
    '-',
    "D'Arc",
    'Nowak–Kowalska',
  ])('refuses %j', (s) => {
    expect(isValidLastName(s)).toBe(false);
  });
});
