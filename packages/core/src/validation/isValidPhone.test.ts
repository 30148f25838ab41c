import { describe, expect, it } from 'vitest';
import { isValidPhone } from './isValidPhone';

describe('isValidPhone', () => {
  it.each([
    ['600123456', '+48'],
    ['600 123 456', '+48'],
    ['600-123-456', '+48'],
    ['22 123 45 67', '+48'],
    ['600123456', '48'],
    ['15123456789', '+49'],
    ['7911 123456', '+44'],
    ['123456', '+1'],
    ['12345678901234', '+1'],
    ['123456789012', '+380'],
  ])('accepts %j with %s', (number, prefix) => {
    expect(isValidPhone(number, prefix)).toBe(true);
  });

  it.each([
    ['Polish number of 8 digits', '60012345', '+48'],
    ['Polish number of 10 digits (a NIP)', '5260250274', '+48'],
    ['Polish number starting with 0', '060012345', '+48'],
    ['Polish number with its country code', '48600123456', '+48'],
    ['letters', '600abc456', '+48'],
    ['a plus inside the number', '+48600123456', '+48'],
    ['empty number', '', '+48'],
    ['only separators', ' - ', '+48'],
    ['dots', '600.123.456', '+48'],
    ['foreign number of 5 digits', '12345', '+49'],
    ['foreign number over 15 digits with its code', '123456789012345', '+1'],
    ['foreign number over 15 digits with a 3-digit code', '1234567890123', '+380'],
    ['empty prefix', '600123456', ''],
    ['prefix with letters', '600123456', '+4a'],
    ['prefix of 4 digits', '600123456', '+4800'],
    ['prefix starting with 0', '600123456', '+048'],
  ])('refuses %s', (_label, number, prefix) => {
    expect(isValidPhone(number, prefix)).toBe(false);
  });
});
