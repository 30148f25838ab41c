/** The UI languages Wizyta ships: Polish is the source language, English the translation. */
export const LOCALES = ['pl', 'en'] as const;

/** A UI language of Wizyta. */
export type Locale = (typeof LOCALES)[number];

/**
 * The BCP 47 locale each UI language formats with. English users still see PLN and Warsaw time
 * (see `format/`); only number, date and plural conventions follow en-US.
 */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { pl: 'pl-PL', en: 'en-US' };

/** Narrows an attribute or query value (e.g. the widget's `lang`) to a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return value === 'pl' || value === 'en';
}
