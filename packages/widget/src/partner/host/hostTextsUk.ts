import { messagesUk } from '@wizyta/core/i18n/catalogue';
import { HOST_TEXT_IDS, type HostTextId } from './hostTexts';

/**
 * The Ukrainian {@link HOST_TEXT_IDS}: a chunk of their own, fetched only by a Ukrainian element,
 * so Polish and English partner pages do not carry them. The rollup build replaces this module
 * with the five strings alone, like hostTexts.ts.
 */
export const HOST_TEXTS_UK: Readonly<Record<HostTextId, string>> = Object.fromEntries(
  HOST_TEXT_IDS.map((id) => [id, messagesUk[id]]),
) as Record<HostTextId, string>;
