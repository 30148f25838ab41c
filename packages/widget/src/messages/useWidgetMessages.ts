import { useEffect, useState } from 'react';
import {
  createMessagesFrom,
  type Locale,
  type MessageRecord,
  type Messages,
  precompiledErrorMessages,
} from '../core';
import { MESSAGES_PL } from './messagesPl';

/**
 * A widget catalogue with the `error.*` texts added from core's ERROR_CODES (the build leaves them
 * out of the pre-compiled catalogues: AppError carries them already).
 */
function withErrors(locale: Locale, messages: MessageRecord): MessageRecord {
  return { ...precompiledErrorMessages(locale), ...messages };
}

let polish: Messages | undefined;
let english: Promise<Messages> | undefined;

/** Polish texts, built once per page (the catalogue ships with the first chunk). */
export function polishMessages(): Messages {
  const pl = withErrors('pl', MESSAGES_PL);
  polish ??= createMessagesFrom('pl', { pl, en: pl });
  return polish;
}

/** English texts: the English catalogue is a separate chunk, fetched once on first use. */
export function loadEnglishMessages(): Promise<Messages> {
  english ??= import('./messagesEn').then(({ MESSAGES_EN }) =>
    createMessagesFrom('en', { pl: withErrors('pl', MESSAGES_PL), en: withErrors('en', MESSAGES_EN) }),
  );
  english.catch(() => {
    english = undefined;
  });
  return english;
}

/**
 * The texts of `lang`. Polish is there at once; for English the Polish texts show until the
 * English chunk has arrived (a failed load keeps Polish, the source language).
 */
export function useWidgetMessages(lang: Locale): Messages {
  const [messages, setMessages] = useState<Messages>(polishMessages);
  useEffect(() => {
    let live = true;
    if (lang === 'pl') setMessages(polishMessages());
    else
      loadEnglishMessages().then(
        (loaded) => live && setMessages(loaded),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [lang]);
  return messages;
}
