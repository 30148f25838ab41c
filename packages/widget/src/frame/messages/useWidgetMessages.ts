import {
  createMessagesFrom,
  ERROR_CODES,
  type ErrorKey,
  type Locale,
  type MessageCatalogue,
  type MessageRecord,
  type Messages,
  precompiledErrorMessages,
} from '@wizyta/core';
import { useEffect, useState } from 'react';
import { MESSAGES_PL } from './messagesPl';

type Translation = Exclude<Locale, 'pl'>;

/**
 * A widget catalogue with the `error.*` texts added from a table of error texts (the build leaves
 * them out of the pre-compiled pl and en catalogues: Polish comes from core's ERROR_CODES, which
 * AppError carries already; English from ERROR_TEXTS_EN, which loads with the English chunk).
 */
function withErrors(texts: Readonly<Record<ErrorKey, string>>, messages: MessageRecord): MessageRecord {
  return { ...precompiledErrorMessages(texts), ...messages };
}

// One chunk per translation, each imported by a literal path so the bundler splits it off.
const CHUNKS: Readonly<Record<Translation, () => Promise<Partial<MessageCatalogue>>>> = {
  en: () =>
    import('./messagesEn').then(({ ERROR_TEXTS_EN, MESSAGES_EN }) => ({
      en: withErrors(ERROR_TEXTS_EN, MESSAGES_EN),
    })),
  uk: () => import('./messagesUk').then(({ MESSAGES_UK }) => ({ uk: MESSAGES_UK })),
};

let polish: Messages | undefined;
const translations: Partial<Record<Translation, Promise<Messages>>> = {};

// The Polish catalogue object itself, with the error texts added: the build's chunk of the flow's
// rarely shown screens adds their texts to it when it loads (build/plugins/precompiledMessages.mjs), and every
// formatter made from it reads them from then on.
const POLISH = Object.assign(MESSAGES_PL, precompiledErrorMessages(ERROR_CODES));

/** Polish texts, built once per page (the catalogue ships with the first chunk). */
export function polishMessages(): Messages {
  polish ??= createMessagesFrom('pl', { pl: POLISH, en: POLISH });
  return polish;
}

/**
 * English or Ukrainian texts: each catalogue is a separate chunk, fetched once on first use;
 * Polish stays in as the fallback. A failed fetch is forgotten, so the next use tries again.
 */
export function loadMessages(lang: Translation): Promise<Messages> {
  let pending = translations[lang];
  if (!pending) {
    pending = CHUNKS[lang]().then((chunk) => createMessagesFrom(lang, { pl: POLISH, en: POLISH, ...chunk }));
    translations[lang] = pending;
    pending.catch(() => delete translations[lang]);
  }
  return pending;
}

/**
 * The texts of `lang`. Polish is there at once; for another language the Polish texts show until
 * its chunk has arrived (a failed load keeps Polish, the source language).
 */
export function useWidgetMessages(lang: Locale): Messages {
  const [messages, setMessages] = useState<Messages>(polishMessages);
  useEffect(() => {
    let live = true;
    if (lang === 'pl') setMessages(polishMessages());
    else
      loadMessages(lang).then(
        (loaded) => live && setMessages(loaded),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [lang]);
  return messages;
}
