import { type LiteralElement, type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import type { ErrorKey } from '../errors/errorCodes';

/**
 * The `error.*` messages of one language as the ASTs `compileMessages` would give them, built
 * from a table of error texts (core's ERROR_CODES for Polish, ERROR_TEXTS_EN for English) without
 * the parser. Error texts are plain sentences (no placeholders or ICU quoting, checked against the
 * parser by the tests), so each is one literal element. A bundle that ships ERROR_CODES anyway
 * (AppError needs it) can take these instead of shipping the same texts a second time in a
 * pre-compiled catalogue.
 */
export function precompiledErrorMessages(
  texts: Readonly<Record<ErrorKey, string>>,
): Record<`error.${ErrorKey}`, MessageFormatElement[]> {
  const messages: Record<string, MessageFormatElement[]> = {};
  for (const [key, text] of Object.entries(texts)) {
    const literal: LiteralElement = { type: TYPE.literal, value: text };
    messages[`error.${key}`] = [literal];
  }
  // Object.entries forgets the key types; the loop above wrote exactly `error.${ErrorKey}`.
  return messages as Record<`error.${ErrorKey}`, MessageFormatElement[]>;
}
