// The types of precompiledMessages.mjs that its test reads.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export declare function withLiteralsAsStrings(
  record: Readonly<Record<string, MessageFormatElement[]>>,
): Record<string, MessageFormatElement[] | string>;
export declare function literalMessages(
  record: Record<string, MessageFormatElement[] | string>,
): Record<string, MessageFormatElement[]>;
