import type { MessageRecord } from '@wizyta/core';
import { messagesUk } from '@wizyta/core/i18n/catalogue';
import { widgetShare } from './widgetMessageIds';

/**
 * The Ukrainian catalogue (a chunk of its own, loaded only for `lang="uk"`); see messagesPl.ts.
 * Unlike Polish and English it carries the `error.*` texts too: Polish comes from core's
 * ERROR_CODES (which the widget ships anyway) and English from ERROR_TEXTS_EN (messagesEn.ts).
 */
export const MESSAGES_UK: MessageRecord = widgetShare(messagesUk, 'uk');
