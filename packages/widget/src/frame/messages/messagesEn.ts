import type { MessageRecord } from '@wizyta/core';
import { messagesEn } from '@wizyta/core/i18n/catalogue';
import { widgetShare } from './widgetMessageIds';

// The English error texts ride in this chunk: core's ERROR_CODES, on every page, holds Polish only.
export { ERROR_TEXTS_EN } from '@wizyta/core/i18n/messages/errorsEn';

/** The English catalogue (a chunk of its own, loaded only for `lang="en"`); see messagesPl.ts. */
export const MESSAGES_EN: MessageRecord = widgetShare(messagesEn, 'en');
