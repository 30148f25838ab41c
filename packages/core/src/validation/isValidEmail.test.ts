import { describe, expect, it } from 'vitest';
import { isValidEmail } from './isValidEmail';

describe('isValidEmail', () => {
  it.each([
    'jan.kowalski@example.pl',
    'j@wp.pl',
    'anna+wizyta@gmail.com',
    "o'neil@example.co.uk",
    'JAN_KOWALSKI-1@sub.domain-x.com.pl',
  ])('accepts %s', (s) => {
    expect(isValidEmail(s)).toBe(true);
  });

  it.each([
    '',
    'jan.kowalski',
    'jan@',
    '@example.pl',
    'jan@example',
    'jan@@example.pl',
    'jan kowalski@example.pl',
    '.jan@example.pl',
    'jan.@example.pl',
    'jan..kowalski@example.pl',
    'jan@-example.pl',
    'jan@example-.pl',
    'jan@example.p',
    'jan@example.123',
    'żaneta@example.pl',
    ' jan@example.pl',
    `${'a'.repeat(250)}@example.pl`,
  ])('refuses %j', (s) => {
    expect(isValidEmail(s)).toBe(false);
  });
});
