import { messagesUk } from '../../../core/src/i18n/catalogue';
import type { MessageRecord } from '../core';

/**
 * The Ukrainian catalogue (a chunk of its own, loaded only for `lang="uk"`); see messagesPl.ts.
 * Unlike Polish and English it carries the `error.*` texts too: core's ERROR_CODES, which the
 * widget ships anyway, holds only pl and en.
 */
export const MESSAGES_UK: MessageRecord = messagesUk;
