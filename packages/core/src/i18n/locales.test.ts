import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, isLocale, LOCALES } from './locales';

describe('locales', () => {
  it('maps pl to pl-PL, en to en-US and uk to uk-UA, Polish first', () => {
    expect(LOCALES).toEqual(['pl', 'en', 'uk']);
    expect(INTL_LOCALE).toEqual({ pl: 'pl-PL', en: 'en-US', uk: 'uk-UA' });
  });

  it('narrows only the supported languages', () => {
    expect(isLocale('pl')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('uk')).toBe(true);
    expect(isLocale('ua')).toBe(false);
    expect(isLocale('uk-UA')).toBe(false);
    expect(isLocale('de')).toBe(false);
    expect(isLocale('PL')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
