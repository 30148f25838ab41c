import { describe, expect, it } from 'vitest';
import { MESSAGE_MODULES, messagesEn, messagesPl, messagesUk } from './catalogue';
import { INTL_LOCALE } from './locales';
import { findTranslationGaps } from './testing/findTranslationGaps';

// Texts that read the same in Ukrainian as in Polish on purpose: proper names and codes.
// (Texts made only of placeholders, like `{sender}, {dateTime}`, need no entry.)
const UK_SAME_AS_POLISH = ['visits.nfz'];

// Every id the modules define in Ukrainian, including any the merged catalogue would hide.
const ukIds = MESSAGE_MODULES.flatMap((module) => Object.keys(module.uk));

/**
 * The test that fails on an untranslated key. Each assertion's diff lists exactly the ids to fix,
 * so a branch that adds pl + en texts only is told which Ukrainian texts to write.
 */
describe.each([
  ['en', messagesEn],
  ['uk', messagesUk],
] as const)('the %s translation of the catalogue', (locale, messages) => {
  const gaps = findTranslationGaps(messagesPl, messages, { intlLocale: INTL_LOCALE[locale] });

  it('has a text for every Polish id', () => {
    expect(gaps.missing, `${locale} texts missing for these ids`).toEqual([]);
  });

  it('uses the same placeholders as Polish', () => {
    expect(gaps.argumentMismatch, `${locale} placeholders differ from Polish in`).toEqual([]);
  });

  it('gives each plural every plural category of the language', () => {
    expect(gaps.pluralCategories, `${locale} plurals lacking a category in`).toEqual([]);
  });

  it('holds only valid ICU messages', () => {
    expect(gaps.invalid, `${locale} texts that are not valid ICU`).toEqual([]);
  });
});

describe('the Ukrainian catalogue', () => {
  it('leaves no Polish text untranslated', () => {
    const { untranslated } = findTranslationGaps(messagesPl, messagesUk, {
      intlLocale: INTL_LOCALE.uk,
      sameAsSource: UK_SAME_AS_POLISH,
    });
    expect(untranslated, 'uk texts identical to Polish in').toEqual([]);
  });

  it('defines no id that Polish lacks', () => {
    expect(ukIds.filter((id) => !Object.hasOwn(messagesPl, id))).toEqual([]);
  });

  it('keeps the whitelist honest: each entry is a Polish id whose text really is kept', () => {
    for (const id of UK_SAME_AS_POLISH) {
      expect(messagesUk[id as keyof typeof messagesUk]).toBe(messagesPl[id as keyof typeof messagesPl]);
    }
  });
});
