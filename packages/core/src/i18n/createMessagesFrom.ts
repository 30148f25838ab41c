import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import {
  createFormatters,
  DEFAULT_INTL_CONFIG,
  formatDate,
  formatMessage,
  formatNumber,
} from '@formatjs/intl';
import type { ErrorKey } from '../errors/errorCodes';
import { parseInstant, WARSAW_TIME_ZONE } from '../format/parseInstant';
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

// The shapes of spec §1's dates and prices in every language (`30.03.2025`, `14:30`, `150,00 zł`).
const DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const PRICE = { style: 'currency', currency: 'PLN' } as const;

/**
 * {@link createMessages} over a catalogue the caller supplies, on `@formatjs/intl`'s formatters.
 * It does not import the built-in source strings, so a bundle that ships a pre-compiled catalogue
 * does not ship them twice. Each message of the other language is the `defaultMessage` of its id:
 * formatjs formats it (in that language's locale) when this language lacks the message, has it
 * empty or cannot format it, and reports each such case through `onError`; a message missing in
 * both shows its id. Dates and times, in messages too, are Warsaw's.
 */
export function createMessagesFrom(
  locale: Locale,
  catalogue: MessageCatalogue,
  options: Pick<CreateMessagesOptions, 'onError'> = {},
): Messages {
  const report = options.onError ?? ((error: Error) => console.warn(error.message));
  const reported = new Set<string>();
  const fallback = catalogue[OTHER[locale]] ?? NONE;
  // formatjs's formatting functions over one config, as `createIntl` binds them, without the rest of
  // its IntlShape (relative times, lists, display names, durations…): a bundle ships only these three.
  const config = {
    ...DEFAULT_INTL_CONFIG,
    locale: INTL_LOCALE[locale],
    defaultLocale: INTL_LOCALE[OTHER[locale]],
    messages: catalogue[locale] ?? NONE,
    timeZone: WARSAW_TIME_ZONE,
    onError: (error: Error) => {
      if (reported.has(error.message)) return;
      reported.add(error.message);
      report(error);
    },
  };
  const formatters = createFormatters();
  const t: Messages['t'] = (id, values) =>
    // Without rich-text elements in `values` the result is always a string.
    String(
      formatMessage(
        config,
        formatters,
        { id, defaultMessage: fallback[id] as MessageFormatElement[] },
        values,
      ),
    );
  const date = (value: string | Date, style: Intl.DateTimeFormatOptions) =>
    formatDate(config, formatters.getDateTimeFormat, parseInstant(value), style);

  return {
    locale,
    intlLocale: INTL_LOCALE[locale],
    t,
    formatPrice: (amount) => formatNumber(config, formatters.getNumberFormat, amount, PRICE),
    formatDate: (value) => date(value, DATE),
    formatTime: (value) => date(value, TIME),
    formatDateTime: (value) => date(value, { ...DATE, ...TIME }),
    // Looked up in the catalogue rather than ERROR_CODES, so a bundle with pre-compiled messages
    // does not also carry the raw error texts.
    formatError: (code) => {
      const id = `error.${code}`;
      const known = Object.hasOwn(catalogue[locale] ?? NONE, id) || Object.hasOwn(fallback, id);
      return t((known ? id : 'error.4982') as MessageId);
    },
  };
}
