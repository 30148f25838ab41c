import { messagesEn, messagesPl, messagesUk } from './catalogue';
import { type CreateMessagesOptions, createMessagesFrom, type Messages } from './createMessagesFrom';
import type { Locale } from './locales';

/**
 * Texts and formats for one UI language, on `intl-messageformat` (`pl` → pl-PL, `en` → en-US,
 * `uk` → uk-UA; dates always in Europe/Warsaw, prices always PLN).
 *
 * Fallback: a message missing in English or Ukrainian uses the Polish text, one missing in Polish
 * the English text; each case is reported once through `onError`. A message missing in both
 * returns its id, also reported. `options.messages` replaces the built-in catalogue (e.g. with pre-compiled ASTs);
 * a bundle that never uses the built-in strings should call {@link createMessagesFrom} instead.
 */
export function createMessages(locale: Locale, options: CreateMessagesOptions = {}): Messages {
  return createMessagesFrom(
    locale,
    options.messages ?? { pl: messagesPl, en: messagesEn, uk: messagesUk },
    options,
  );
}
