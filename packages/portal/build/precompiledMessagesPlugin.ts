import type { Plugin } from 'vite';
import { messagesEn, messagesPl } from '../../core/src/i18n/catalogue';
import { compileMessages } from '../../core/src/i18n/compileMessages';

/** The id the app imports the pre-compiled catalogue from. */
export const MESSAGES_MODULE_ID = 'virtual:wizyta-messages';
const RESOLVED_ID = `\0${MESSAGES_MODULE_ID}`;

/**
 * Serves core's message catalogue pre-compiled to ICU ASTs as `virtual:wizyta-messages`
 * (`export default { pl, en }`), so that the ICU parser can be aliased to its no-parser build and
 * left out of the first route. Compiled once per build; a message that is not valid ICU fails it.
 */
export function precompiledMessagesPlugin(): Plugin {
  let source: string | undefined;
  return {
    name: 'wizyta-precompiled-messages',
    resolveId: (id) => (id === MESSAGES_MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      source ??= `export default ${JSON.stringify({ pl: compileMessages(messagesPl), en: compileMessages(messagesEn) })};`;
      return source;
    },
  };
}
