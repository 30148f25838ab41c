// The types of precompiledMessages.mjs that its test reads (a message: the AST compileMessages made).
import type { compileMessages } from '@wizyta/core/i18n/compileMessages';

type Ast = ReturnType<typeof compileMessages>[string];

export declare function withLiteralsAsStrings(
  record: Readonly<Record<string, Ast>>,
): Record<string, Ast | string>;
export declare function literalMessages(record: Record<string, Ast | string>): Record<string, Ast>;
