import { describe, expect, it } from 'vitest';
import { formatPrice } from './formatPrice';

// Intl puts no-break spaces (U+00A0, U+202F) between groups and before the currency.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats złoty the Polish way by default', () => {
    expect(plain(formatPrice(150))).toBe('150,00 zł');
    expect(plain(formatPrice(79))).toBe('79,00 zł');
    expect(plain(formatPrice(0))).toBe('0,00 zł');
    expect(plain(formatPrice(12345.6))).toBe('12 345,60 zł');
  });

  it('keeps the currency glued to the amount with a no-break space', () => {
    expect(formatPrice(150)).toBe('150,00\u00a0zł');
  });

  it('still shows PLN in English', () => {
    expect(plain(formatPrice(249, 'en'))).toBe('PLN 249.00');
    expect(plain(formatPrice(-20, 'en'))).toBe('-PLN 20.00');
  });
});
