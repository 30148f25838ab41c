import { afterEach, describe, expect, it } from 'vitest';
import { resolveLang } from './resolveLang';

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('resolveLang', () => {
  it('takes the attribute when the element has one', () => {
    document.documentElement.lang = 'en';
    expect(resolveLang('uk')).toBe('uk');
    expect(resolveLang(' pl ')).toBe('pl');
    expect(resolveLang('en')).toBe('en');
  });

  it.each([
    ['uk', 'uk'],
    ['uk-UA', 'uk'],
    ['UK-ua', 'uk'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['pl', 'pl'],
    ['pl-PL', 'pl'],
    ['de', 'pl'],
    ['ukr', 'pl'],
    ['', 'pl'],
  ])('falls back to <html lang="%s"> → %s without an attribute', (pageLang, expected) => {
    document.documentElement.lang = pageLang;
    expect(resolveLang(undefined)).toBe(expected);
    expect(resolveLang('  ')).toBe(expected);
  });

  it('reads the document it is given', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.documentElement.lang = 'uk-UA';
    expect(resolveLang(undefined, doc)).toBe('uk');
  });
});
