import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { messagesEn, messagesPl, messagesUk } from '@wizyta/core/i18n/catalogue';
import { compileMessages } from '@wizyta/core/i18n/compileMessages';
import { isLocale, LOCALES, type Locale } from '@wizyta/core/i18n/locales';
import type { Plugin } from 'vite';

/** The prefix of the ids the app imports pre-compiled messages from. */
export const MESSAGES_MODULE_PREFIX = 'virtual:wizyta-messages/';

type Compiled = Readonly<Record<string, MessageFormatElement[]>>;

/** The area of a message id: its prefix (`visits.title` → `visits`), one per core message module. */
const areaOf = (id: string) => id.slice(0, id.indexOf('.'));

const SOURCES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  pl: messagesPl,
  en: messagesEn,
  uk: messagesUk,
};

/**
 * Serves core's message catalogue pre-compiled to ICU ASTs, one module per set of areas and
 * language: `virtual:wizyta-messages/<area>[+<area>…]/<pl|en|uk>` (`export default { id: AST… }`),
 * e.g. `virtual:wizyta-messages/common+error+portal/pl`. The app imports what its shell needs
 * statically and every other set with `import()`, so each lands in a chunk of its own and only
 * the user's language ships. Pre-compiling lets the ICU parser be aliased to its no-parser build.
 * Each language is compiled once per build, when first asked for; a message that is not valid ICU, an unknown area or an empty set
 * fails it.
 */
export function precompiledMessagesPlugin(): Plugin {
  const compiled: Partial<Record<Locale, Compiled>> = {};
  // Resolved id → what it holds; the resolved id's last segment names the chunk
  // (`messages-visits-pl-<hash>.js`).
  const modules = new Map<string, { readonly areas: readonly string[]; readonly locale: Locale }>();
  return {
    name: 'wizyta-precompiled-messages',
    resolveId(id) {
      if (!id.startsWith(MESSAGES_MODULE_PREFIX)) return null;
      const match = /^([a-zA-Z]+(?:\+[a-zA-Z]+)*)\/([a-z]+)$/.exec(id.slice(MESSAGES_MODULE_PREFIX.length));
      if (!match?.[1] || !isLocale(match[2])) {
        return this.error(`${id}: expected ${MESSAGES_MODULE_PREFIX}<area>[+<area>…]/<${LOCALES.join('|')}>`);
      }
      const areas = match[1].split('+');
      const resolved = `\0${MESSAGES_MODULE_PREFIX}messages-${areas.join('-')}-${match[2]}`;
      modules.set(resolved, { areas, locale: match[2] });
      return resolved;
    },
    load(id) {
      const module = modules.get(id);
      if (!module) return null;
      // Per language, on first use: a test or a Polish-only dev session never parses the others.
      const all = compiled[module.locale] ?? compileMessages(SOURCES[module.locale]);
      compiled[module.locale] = all;
      const areas = new Set(module.areas);
      const known = new Set(Object.keys(all).map(areaOf));
      const unknown = [...areas].filter((area) => !known.has(area));
      if (unknown.length > 0) return this.error(`${id.slice(1)}: no messages in area ${unknown.join(', ')}`);
      const picked = Object.fromEntries(Object.entries(all).filter(([key]) => areas.has(areaOf(key))));
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}
