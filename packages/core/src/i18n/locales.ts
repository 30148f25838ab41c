/**
 * The UI languages Wizyta ships: Polish is the source language, English and Ukrainian the
 * translations (many patients in Poland read Ukrainian first).
 */
export const LOCALES = ['pl', 'en', 'uk'] as const;

/** A UI language of Wizyta. */
export type Locale = (typeof LOCALES)[number];

/**
 * The BCP 47 locale each UI language formats with. English and Ukrainian users still see PLN and
 * Warsaw time (see `format/`); only number, date and plural conventions follow en-US and uk-UA.
 */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { pl: 'pl-PL', en: 'en-US', uk: 'uk-UA' };

/** Narrows an attribute or query value (e.g. the widget's `lang`) to a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return value === 'pl' || value === 'en' || value === 'uk';
}
