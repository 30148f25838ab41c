import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';

/**
 * Parses ICU message strings into the AST that `intl-messageformat` formats directly.
 *
 * For build steps, not for browsers: the widget pre-compiles the catalogue with this, passes the
 * result to `createMessages(locale, { messages })` and aliases `@formatjs/icu-messageformat-parser`
 * to its `no-parser.js` build, which drops the parser (most of the formatting code) from the
 * bundle. That is why the i18n barrel does not re-export this function.
 *
 * @throws the parser's SyntaxError, naming the id, when a message is not valid ICU.
 */
export function compileMessages<Id extends string>(
  record: Readonly<Record<Id, string>>,
): Record<Id, MessageFormatElement[]> {
  const compiled: Partial<Record<Id, MessageFormatElement[]>> = {};
  for (const id of Object.keys(record) as Id[]) {
    try {
      // Default parse options, so an AST formats exactly as the same string would at runtime.
      compiled[id] = parse(record[id]);
    } catch (cause) {
      throw new SyntaxError(`Message "${id}" is not valid ICU: ${String(cause)}`, { cause });
    }
  }
  return compiled as Record<Id, MessageFormatElement[]>;
}
