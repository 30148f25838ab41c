import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, isLocale, LOCALES } from './locales';

describe('locales', () => {
  it('maps pl to pl-PL and en to en-US, Polish first', () => {
    expect(LOCALES).toEqual(['pl', 'en']);
    expect(INTL_LOCALE).toEqual({ pl: 'pl-PL', en: 'en-US' });
  });

  it('narrows only the supported languages', () => {
    expect(isLocale('pl')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale('PL')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
