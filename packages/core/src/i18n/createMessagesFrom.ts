import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { type Formats, IntlMessageFormat } from 'intl-messageformat';
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

  // IntlMessageFormat directly rather than through @formatjs/intl's `formatMessage`, which is only
  // this lookup and fallback around it: the portal's first route and the widget then carry about
  // 1 KB gzip less. One formatter per message and side, made on first use.
  const formats = warsawFormats();
  const own = side(locale, catalogue[locale] ?? NONE, formats);
  const other = side(OTHER[locale], catalogue[OTHER[locale]] ?? NONE, formats);

  const t: Messages['t'] = (id, values) => {
    const text = own.text(id);
    const fallbackText = other.text(id);
    // An empty text counts as missing, so an untranslated '' falls back instead of showing nothing.
    if (!text && !fallbackText) {
      // Missing in both languages: show the id so the gap is visible, but never silently.
      reportOnce(new Error(`[wizyta i18n] Missing message "${id}" in both ${locale} and ${OTHER[locale]}`));
      return id;
    }
    if (text) {
      try {
        return own.format(id, text, values);
      } catch (error) {
        reportOnce(new Error(`[wizyta i18n] Cannot format "${id}" in ${locale}: ${String(error)}`));
      }
    } else {
      reportOnce(new Error(`[wizyta i18n] Missing message "${id}" in ${locale}, using ${OTHER[locale]}`));
    }
    if (fallbackText) {
      try {
        return other.format(id, fallbackText, values);
      } catch (error) {
        reportOnce(new Error(`[wizyta i18n] Cannot format "${id}" in ${OTHER[locale]}: ${String(error)}`));
      }
    }
    // Both failed (a placeholder without a value): the source text beats nothing.
    if (typeof text === 'string' && text) return text;
    return typeof fallbackText === 'string' ? fallbackText : id;
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
      const known = own.text(id) !== undefined || other.text(id) !== undefined;
      return t(known ? (id as MessageId) : 'error.4982');
    },
  };
}

type MessageText = string | MessageFormatElement[];

/**
 * ICU `date` and `time` arguments in Warsaw time, like every other date the app shows (no message
 * has one today; a new one must not silently use the device's zone).
 */
function warsawFormats(): Partial<Formats> {
  const inWarsaw = (styles: Formats['date']): Formats['date'] =>
    Object.fromEntries(
      Object.entries(styles).map(([name, style]) => [name, { timeZone: WARSAW_TIME_ZONE, ...style }]),
    );
  return { date: inWarsaw(IntlMessageFormat.formats.date), time: inWarsaw(IntlMessageFormat.formats.time) };
}

/** One language of the catalogue: its texts and the formatters made from them so far. */
function side(locale: Locale, record: MessageRecord, formats: Partial<Formats>) {
  const formatters = new Map<string, IntlMessageFormat>();
  return {
    text: (id: string): MessageText | undefined => (Object.hasOwn(record, id) ? record[id] : undefined),
    /** @throws when a placeholder has no value or the text is not valid ICU. */
    format(id: string, text: MessageText, values: Parameters<Messages['t']>[1]): string {
      let formatter = formatters.get(id);
      if (!formatter) {
        formatter = new IntlMessageFormat(text, INTL_LOCALE[locale], formats);
        formatters.set(id, formatter);
      }
      // Without rich-text elements in `values` the result is always a string.
      return String(formatter.format(values));
    },
  };
}
