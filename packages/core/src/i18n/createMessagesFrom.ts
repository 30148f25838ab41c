import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createFormatters, DEFAULT_INTL_CONFIG, type FormatMessageFn, formatMessage } from '@formatjs/intl';
import type { ErrorKey } from '../errors/errorCodes';
import { formatDate, formatDateTime, formatTime } from '../format/formatDateTime';
import { formatPrice } from '../format/formatPrice';
import { WARSAW_TIME_ZONE } from '../format/parseInstant';
import type { MessageId } from './catalogue';
import { INTL_LOCALE, type Locale } from './locales';

/** One language's messages: ICU strings, or their pre-compiled AST (see `compileMessages`). */
export type MessageRecord =
  | Readonly<Record<string, string>>
  | Readonly<Record<string, MessageFormatElement[]>>;

/**
 * Messages of each language. Polish and English are each other's fallback; Ukrainian falls back
 * to Polish, the source language (always complete). Ukrainian is optional: a bundle that never
 * shows it does not carry it.
 */
export interface MessageCatalogue {
  readonly pl: MessageRecord;
  readonly en: MessageRecord;
  readonly uk?: MessageRecord;
}

/** A value of an ICU placeholder (`{price}`, `{count, plural, …}`). */
export type MessageValue = string | number | boolean | Date | null | undefined;

/** Options of {@link createMessages}. */
export interface CreateMessagesOptions {
  /** Replaces the built-in catalogue, e.g. with pre-compiled messages so no parser ships. */
  readonly messages?: MessageCatalogue;
  /** Receives each distinct missing-message or formatting problem once. Default: `console.warn`. */
  readonly onError?: (error: Error) => void;
}

/** Texts and formats of one UI language. */
export interface Messages {
  readonly locale: Locale;
  /** The BCP 47 locale used for plurals, numbers and dates (`pl-PL`, `en-US`, `uk-UA`). */
  readonly intlLocale: string;
  /** The message `id` with `values` filled in; see {@link createMessages} for the fallback rules. */
  t(id: MessageId, values?: Readonly<Record<string, MessageValue>>): string;
  /** PLN in this language's conventions: `150,00 zł`, `PLN 150.00`, `150,00 PLN`. */
  formatPrice(amount: number): string;
  /** Warsaw calendar day: `30.03.2025`, `03/30/2025`. */
  formatDate(value: string | Date): string;
  /** Warsaw clock time: `14:30`, `02:30 PM`. */
  formatTime(value: string | Date): string;
  /** Warsaw date and time. */
  formatDateTime(value: string | Date): string;
  /** The catalogue text of an error code; unknown codes give the 4982 text. */
  formatError(code: ErrorKey | number): string;
}

// Ukrainian falls back to Polish rather than English: Polish is the complete source catalogue,
// and a patient who reads Ukrainian in Poland is likelier to follow Polish than English.
const OTHER: Readonly<Record<Locale, Locale>> = { pl: 'en', en: 'pl', uk: 'pl' };
const NONE: MessageRecord = {};

/**
 * {@link createMessages} over a catalogue the caller supplies. It does not import the built-in
 * source strings, so a bundle that ships a pre-compiled catalogue does not ship them twice.
 */
export function createMessagesFrom(
  locale: Locale,
  catalogue: MessageCatalogue,
  options: Pick<CreateMessagesOptions, 'onError'> = {},
): Messages {
  const report = options.onError ?? ((error: Error) => console.warn(error.message));
  const reported = new Set<string>();
  const reportOnce = (error: Error) => {
    if (reported.has(error.message)) return;
    reported.add(error.message);
    report(error);
  };

  const own = catalogue[locale] ?? NONE;
  const fallback = catalogue[OTHER[locale]] ?? NONE;
  // `formatMessage` over `createFormatters` is exactly what `createIntl(config).formatMessage` is
  // bound to; calling it directly lets bundlers drop the rest of `createIntl` (date, number, list,
  // relative-time and display-name formatting we never use: about 3 KB gzip of every bundle).
  const config = {
    ...DEFAULT_INTL_CONFIG,
    locale: INTL_LOCALE[locale],
    // intl formats a `defaultMessage` in `defaultLocale`: the fallback text keeps its own plurals.
    defaultLocale: INTL_LOCALE[OTHER[locale]],
    messages: own,
    timeZone: WARSAW_TIME_ZONE,
    onError: reportOnce,
  };
  const formatters = createFormatters();
  // Without rich-text elements in `values` the result is always a string.
  const format = formatMessage as FormatMessageFn<string>;

  const t: Messages['t'] = (id, values) => {
    const fallbackMessage = Object.hasOwn(fallback, id) ? fallback[id] : undefined;
    if (!Object.hasOwn(own, id) && fallbackMessage === undefined) {
      // Missing in both languages: show the id so the gap is visible, but never silently.
      reportOnce(new Error(`[wizyta i18n] Missing message "${id}" in both ${locale} and ${OTHER[locale]}`));
      return id;
    }
    return format(config, formatters, { id, defaultMessage: fallbackMessage }, values);
  };

  return {
    locale,
    intlLocale: INTL_LOCALE[locale],
    t,
    formatPrice: (amount) => formatPrice(amount, locale),
    formatDate: (value) => formatDate(value, locale),
    formatTime: (value) => formatTime(value, locale),
    formatDateTime: (value) => formatDateTime(value, locale),
    // Looked up in the catalogue rather than ERROR_CODES, so a bundle with pre-compiled messages
    // does not also carry the raw error texts.
    formatError: (code) => {
      const id = `error.${code}` as const;
      const known = Object.hasOwn(own, id) || Object.hasOwn(fallback, id);
      return t(known ? (id as MessageId) : 'error.4982');
    },
  };
}
