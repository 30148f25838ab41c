import { describe, expect, it } from 'vitest';
import { findTranslationGaps } from './findTranslationGaps';

const source = {
  'a.plain': 'Zamknij',
  'a.arg': 'Strona {page} z {pageCount}',
  'a.plural': '{count, plural, one {# wynik} few {# wyniki} many {# wyników} other {# wyniku}}',
  'a.name': 'NFZ',
  'a.onlyArgs': '{visitType} — {doctor}',
};
const uk = {
  'a.plain': 'Закрити',
  'a.arg': 'Сторінка {page} з {pageCount}',
  'a.plural':
    '{count, plural, one {# результат} few {# результати} many {# результатів} other {# результату}}',
  'a.name': 'NFZ',
  'a.onlyArgs': '{visitType} — {doctor}',
};
const options = { intlLocale: 'uk-UA', sameAsSource: ['a.name'] };
const none = { missing: [], untranslated: [], argumentMismatch: [], pluralCategories: [], invalid: [] };

describe('findTranslationGaps', () => {
  it('finds nothing in a complete translation', () => {
    expect(findTranslationGaps(source, uk, options)).toEqual(none);
  });

  it('names exactly the ids with no or an empty text', () => {
    const { 'a.plain': _dropped, ...rest } = uk;
    const gaps = findTranslationGaps(source, { ...rest, 'a.arg': ' ' }, options);
    expect(gaps.missing).toEqual(['a.arg', 'a.plain']);
  });

  it('names a text left in the source language, unless whitelisted or placeholders only', () => {
    expect(findTranslationGaps(source, { ...uk, 'a.plain': 'Zamknij' }, options).untranslated).toEqual([
      'a.plain',
    ]);
    expect(findTranslationGaps(source, uk, { intlLocale: 'uk-UA' }).untranslated).toEqual(['a.name']);
  });

  it('names a placeholder renamed, dropped or added', () => {
    const gaps = findTranslationGaps(
      source,
      { ...uk, 'a.arg': 'Сторінка {pages} з {pageCount}', 'a.plain': 'Закрити {x}' },
      options,
    );
    expect(gaps.argumentMismatch).toEqual(['a.arg', 'a.plain']);
  });

  it('names a plural without one of the language’s categories', () => {
    const englishStyle = '{count, plural, one {# результат} other {# результатів}}';
    expect(
      findTranslationGaps(source, { ...uk, 'a.plural': englishStyle }, options).pluralCategories,
    ).toEqual(['a.plural']);
    // English needs only one and other.
    expect(
      findTranslationGaps(source, { ...uk, 'a.plural': englishStyle }, { ...options, intlLocale: 'en-US' })
        .pluralCategories,
    ).toEqual([]);
  });

  it('names a text that is not valid ICU', () => {
    expect(findTranslationGaps(source, { ...uk, 'a.arg': 'Сторінка {page' }, options).invalid).toEqual([
      'a.arg',
    ]);
  });
});
