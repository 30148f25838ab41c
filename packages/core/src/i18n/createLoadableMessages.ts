import {
  type CreateMessagesOptions,
  createMessagesFrom,
  type MessageCatalogue,
  type MessageRecord,
  type Messages,
} from './createMessagesFrom';
import type { Locale } from './locales';

/** Messages of one or both languages to add to a {@link LoadableMessages}. */
export type MessageChunk = Partial<MessageCatalogue>;

/** A {@link Messages} that starts with part of the catalogue and grows as chunks arrive. */
export interface LoadableMessages {
  /** Stable object: the same reference keeps working (and sees added chunks) after each `add`. */
  readonly messages: Messages;
  /** Merges a chunk in; ids already present are replaced. Later `t` calls see its messages. */
  add(chunk: MessageChunk): void;
}

const merge = (into: MessageRecord, chunk: MessageRecord | undefined): MessageRecord =>
  chunk ? ({ ...into, ...chunk } as MessageRecord) : into;

/**
 * {@link createMessagesFrom} over a catalogue delivered in chunks: an app ships the messages its
 * first screen needs and adds each area's chunk (`visits.*`, `account.*`…) before the screen that
 * uses it renders, so `t` stays synchronous. Formatting and the fallback (pl ⇄ en, uk → pl) are exactly
 * `createMessagesFrom`'s over the chunks added so far; each distinct problem is still reported
 * once, across additions.
 */
export function createLoadableMessages(
  locale: Locale,
  initial: MessageChunk = {},
  options: Pick<CreateMessagesOptions, 'onError'> = {},
): LoadableMessages {
  const report = options.onError ?? ((error: Error) => console.warn(error.message));
  // createMessagesFrom dedupes per instance; a new instance per chunk must not repeat reports.
  const reported = new Set<string>();
  const onError = (error: Error) => {
    if (reported.has(error.message)) return;
    reported.add(error.message);
    report(error);
  };

  let catalogue: MessageCatalogue = { pl: initial.pl ?? {}, en: initial.en ?? {}, uk: initial.uk ?? {} };
  let current = createMessagesFrom(locale, catalogue, { onError });

  const messages: Messages = {
    locale,
    intlLocale: current.intlLocale,
    t: (id, values) => current.t(id, values),
    formatPrice: (amount) => current.formatPrice(amount),
    formatDate: (value) => current.formatDate(value),
    formatTime: (value) => current.formatTime(value),
    formatDateTime: (value) => current.formatDateTime(value),
    formatError: (code) => current.formatError(code),
  };

  return {
    messages,
    add(chunk) {
      catalogue = {
        pl: merge(catalogue.pl, chunk.pl),
        en: merge(catalogue.en, chunk.en),
        uk: merge(catalogue.uk ?? {}, chunk.uk),
      };
      // A fresh formatter rather than mutating the records the formatters were made from: its caches
      // and lookups are then never out of step with the catalogue.
      current = createMessagesFrom(locale, catalogue, { onError });
    },
  };
}
