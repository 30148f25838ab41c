import { describe, expect, it } from 'vitest';
import { isValidPostCode } from './isValidPostCode';

describe('isValidPostCode', () => {
  it.each(['00-950', '31-154', '99-999', '00-000'])('accepts %s', (s) => {
    expect(isValidPostCode(s)).toBe(true);
  });

  it.each(['00950', '00 950', '0-0950', '000-95', '00-95', '00-9500', 'ab-cde', '00–950', ' 00-950', ''])(
    'refuses %j',
    (s) => {
      expect(isValidPostCode(s)).toBe(false);
    },
  );
});
