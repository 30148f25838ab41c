import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** What a translation lacks against the source catalogue, each list sorted ids. */
export interface TranslationGaps {
  /** Ids of the source with no (or an empty) translated text. */
  readonly missing: readonly string[];
  /** Ids whose translated text is the source text, word for word (not translated). */
  readonly untranslated: readonly string[];
  /** Ids whose placeholders (`{name}`, `{count, plural…}`) differ from the source's. */
  readonly argumentMismatch: readonly string[];
  /** Ids with a plural that lacks one of the translation language's plural categories. */
  readonly pluralCategories: readonly string[];
  /** Ids whose translated text is not valid ICU. */
  readonly invalid: readonly string[];
}

/** Options of {@link findTranslationGaps}. */
export interface TranslationGapOptions {
  /** The BCP 47 locale whose plural categories each plural must name (`uk-UA`: one, few, many, other). */
  readonly intlLocale: string;
  /** Ids allowed to read exactly like the source: proper names and codes (`NFZ`). */
  readonly sameAsSource?: readonly string[];
}

function collectArguments(elements: readonly MessageFormatElement[], into: Set<string>): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) collectArguments(option.value, into);
    } else if (element.type === TYPE.tag) collectArguments(element.children, into);
  }
  return into;
}

function lacksPluralCategory(
  elements: readonly MessageFormatElement[],
  categories: readonly string[],
): boolean {
  return elements.some((element) => {
    if (element.type === TYPE.plural && element.pluralType !== 'ordinal') {
      if (categories.some((category) => !Object.hasOwn(element.options, category))) return true;
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      return Object.values(element.options).some((option) => lacksPluralCategory(option.value, categories));
    }
    return element.type === TYPE.tag && lacksPluralCategory(element.children, categories);
  });
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((value) => b.has(value));

// Text that is only placeholders, digits and punctuation (`{visitType} — {doctor}`) has nothing to translate.
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''));

/**
 * Compares a translation with the source catalogue (Polish), for the test that fails on an
 * untranslated key. Build- and test-time only: it parses with the ICU parser, which no browser
 * bundle ships (the i18n barrel does not re-export it).
 */
export function findTranslationGaps(
  source: Readonly<Record<string, string>>,
  translation: Readonly<Record<string, string | undefined>>,
  options: TranslationGapOptions,
): TranslationGaps {
  const categories = new Intl.PluralRules(options.intlLocale).resolvedOptions().pluralCategories;
  const allowed = new Set(options.sameAsSource);
  const gaps: Record<keyof TranslationGaps, string[]> = {
    missing: [],
    untranslated: [],
    argumentMismatch: [],
    pluralCategories: [],
    invalid: [],
  };
  for (const id of Object.keys(source).sort()) {
    const sourceText = source[id] ?? '';
    const text = Object.hasOwn(translation, id) ? translation[id] : undefined;
    if (!text?.trim()) {
      gaps.missing.push(id);
      continue;
    }
    if (text === sourceText && hasWords(text) && !allowed.has(id)) gaps.untranslated.push(id);
    let parsed: MessageFormatElement[];
    try {
      parsed = parse(text);
    } catch {
      gaps.invalid.push(id);
      continue;
    }
    if (!sameSet(collectArguments(parsed, new Set()), collectArguments(parse(sourceText), new Set()))) {
      gaps.argumentMismatch.push(id);
    }
    if (lacksPluralCategory(parsed, categories)) gaps.pluralCategories.push(id);
  }
  return gaps;
}
