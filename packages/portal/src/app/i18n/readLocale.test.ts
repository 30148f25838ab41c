import { describe, expect, it } from 'vitest';
import { readLocale } from './readLocale';

const docAt = (search: string) => ({ location: { search } }) as Document;

describe('readLocale', () => {
  it('is Polish unless the URL asks for a supported language', () => {
    expect(readLocale(docAt(''))).toBe('pl');
    expect(readLocale(docAt('?lang=en'))).toBe('en');
    expect(readLocale(docAt('?lang=uk'))).toBe('uk');
    expect(readLocale(docAt('?lang=ua'))).toBe('pl');
    expect(readLocale(docAt('?x=1&lang=pl'))).toBe('pl');
    expect(readLocale(docAt('?lang=de'))).toBe('pl');
    expect(readLocale(docAt('?lang=EN'))).toBe('pl');
  });
});
