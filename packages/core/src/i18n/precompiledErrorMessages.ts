import { type LiteralElement, type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { ERROR_CODES, type ErrorKey } from '../errors/errorCodes';
import type { Locale } from './locales';

/**
 * The `error.*` messages of one language as the ASTs `compileMessages` would give them, built
 * from ERROR_CODES without the parser. Error texts are plain sentences (no placeholders or ICU
 * quoting, checked against the parser by the tests), so each is one literal element. A bundle
 * that ships ERROR_CODES anyway (the API client's code checks need it) can take these instead of
 * shipping the same texts a second time in a pre-compiled catalogue. Ukrainian error texts are not
 * in ERROR_CODES (every Polish page would carry them): they come with the Ukrainian catalogue.
 */
export function precompiledErrorMessages(
  locale: Exclude<Locale, 'uk'>,
): Record<`error.${ErrorKey}`, MessageFormatElement[]> {
  const messages: Record<string, MessageFormatElement[]> = {};
  for (const [key, text] of Object.entries(ERROR_CODES)) {
    const literal: LiteralElement = { type: TYPE.literal, value: text[locale] };
    messages[`error.${key}`] = [literal];
  }
  // Object.entries forgets the key types; the loop above wrote exactly `error.${ErrorKey}`.
  return messages as Record<`error.${ErrorKey}`, MessageFormatElement[]>;
}
