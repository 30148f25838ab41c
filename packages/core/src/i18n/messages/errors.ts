import { ERROR_CODES, type ErrorKey, type LocalizedText } from '../../errors/errorCodes';
import type { MessageModule } from '../toMessageModule';
import { ERROR_TEXTS_UK } from './errorsUk';

type ErrorId = `error.${ErrorKey}`;

function buildErrorMessages(): MessageModule<ErrorId> {
  const pl: Record<string, string> = {};
  const en: Record<string, string> = {};
  const uk: Record<string, string> = {};
  for (const [key, text] of Object.entries<LocalizedText>(ERROR_CODES)) {
    pl[`error.${key}`] = text.pl;
    en[`error.${key}`] = text.en;
    const ukText = ERROR_TEXTS_UK[key as unknown as ErrorKey];
    if (ukText !== undefined) uk[`error.${key}`] = ukText;
  }
  // Object.entries forgets the key types; the loop above wrote exactly `error.${ErrorKey}`.
  return { pl, en, uk } as MessageModule<ErrorId>;
}

/**
 * The error catalogue of spec §8 as messages `error.<code>` and `error.SLOT_TAKEN`…: Polish and
 * English derived from ERROR_CODES so the toast texts have one source, Ukrainian from errorsUk.ts.
 */
export const errorMessages = buildErrorMessages();
