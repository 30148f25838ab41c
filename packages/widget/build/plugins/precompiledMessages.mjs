import MagicString from 'magic-string';
import { tsImport } from 'tsx/esm/api';
import {
  at,
  BUILD_TIME_MODULES,
  CATALOGUE_FOLDERS,
  ERRORS_EN_MODULE,
  HOST_TEXTS_MODULE,
  HOST_TEXTS_UK_MODULE,
  MESSAGE_MODULES,
  POLISH_MESSAGES_MODULE,
  RARE_PARTS,
  ROOT_URL,
} from '../chunkPlan.mjs';

// The messages the widget shows (packages/widget/src/frame/messages/widgetMessageIds.ts: the booking
// screens, validation, a few shared words); the portal's own areas (account pages, visits list,
// shell, statuses) are not shipped. The pl and en `error.*` texts are not here either: the widget
// builds them from core's ERROR_CODES, which AppError ships anyway.
const MESSAGE_MODULE_AT = Object.fromEntries(
  Object.entries(MESSAGE_MODULES).map(([path, module]) => [at(path), module]),
);
const HOST_TEXTS_AT = at(HOST_TEXTS_MODULE);
const HOST_TEXTS_UK_AT = at(HOST_TEXTS_UK_MODULE);
const RARE_AT = Object.fromEntries(Object.entries(RARE_PARTS).map(([part, path]) => [part, at(path)]));
const RARE_ROOTS = Object.values(RARE_AT);
const CATALOGUE_MODULE = new RegExp(CATALOGUE_FOLDERS.map((folder) => `/${folder}`).join('|'));
const buildTimeModule = (name) => tsImport(`./${BUILD_TIME_MODULES[name]}`, ROOT_URL.href);

/** The module that adds `part`'s texts to the Polish catalogue when its chunk loads. */
const rareMessages = (part) => `wizyta:rare-messages:${part}`;
/** Stands for a share of the Polish catalogue until the graph says which ids are whose (renderChunk). */
const placeholder = (share) => `__wizytaPolishMessages(${JSON.stringify(share)})`;

/**
 * Most messages are one literal (`[{ type: 0, value: "Dalej" }]`): the bundle carries those as the
 * bare string and `literalMessages` (in the Polish module) puts the AST back when the chunk runs,
 * so the formatter gets exactly what compileMessages made.
 */
export function withLiteralsAsStrings(record) {
  return Object.fromEntries(
    Object.entries(record).map(([id, ast]) => [
      id,
      ast.length === 1 && ast[0].type === 0 ? ast[0].value : ast,
    ]),
  );
}
/** Puts back the AST of each message {@link withLiteralsAsStrings} made a string (runs in the bundle). */
export function literalMessages(record) {
  for (const id in record) if (typeof record[id] === 'string') record[id] = [{ type: 0, value: record[id] }];
  return record;
}
const LITERAL_MESSAGES = `export ${literalMessages}`;

/**
 * The catalogue ids that code in `modules` names: quoted ids, and a template's constant head
 * (`` `symptom.${s}` `` → every `symptom.*`), as widgetMessageIds.test.ts reads the sources.
 */
function namedIds(ids, codes) {
  const areas = [...new Set(ids.map((id) => id.split('.')[0]))];
  const reference = new RegExp(`['"\`]((?:${areas.join('|')})\\.[\\w.]*?)(?:['"\`]|\\$\\{)`, 'g');
  const named = new Set();
  for (const code of codes)
    for (const [, ref] of code.matchAll(reference))
      for (const id of ids) if (ref.endsWith('.') ? id.startsWith(ref) : id === ref) named.add(id);
  return named;
}

/**
 * Replaces the widget's message modules with core's catalogue pre-compiled to ICU ASTs. The Polish
 * one is split by who names each id: the ids only the flow's rarely shown screens name
 * (booking's rareScreens: the account steps, no doctors, the NFZ confirmation…) travel in their
 * chunk, which adds them to the catalogue when it loads (the formatter reads the catalogue object
 * on every call); a Polish SMS booking downloads the ids the rest of the code names (an id no
 * module names stays out: the portal's own, or unused). Most messages are one literal, carried as
 * a bare string (see withLiteralsAsStrings). The English and Ukrainian catalogues are chunks of
 * their own anyway and stay whole.
 */
export function precompiledMessages() {
  let compiled;
  let sources;
  let HOST_TEXT_IDS;
  let polish = null;
  /** The Polish share of `share` ('main' or a RARE_PARTS key), decided once from the whole module graph. */
  const polishShare = (context, share) => {
    if (!polish) {
      const ids = Object.keys(compiled.pl);
      const info = (id) => context.getModuleInfo(id);
      const reach = (roots, skip = []) => {
        const seen = new Set();
        const visit = (id) => {
          if (seen.has(id) || skip.includes(id) || !info(id)) return;
          seen.add(id);
          for (const next of [...info(id).importedIds, ...info(id).dynamicallyImportedIds]) visit(next);
        };
        for (const root of roots) visit(root);
        return seen;
      };
      const entries = [...context.getModuleIds()].filter((id) => info(id)?.isEntry);
      const main = reach(entries, RARE_ROOTS);
      // The catalogue's own modules name every id; they decide nothing.
      const code = (set) =>
        [...set]
          .filter((id) => !main.has(id) || set === main)
          .filter((id) => !CATALOGUE_MODULE.test(id))
          .map((id) => info(id)?.code ?? '');
      const inMain = namedIds(ids, code(main));
      const pick = (keep) => Object.fromEntries(Object.entries(compiled.pl).filter(([id]) => keep(id)));
      // An id both parts name travels in both (the catalogue takes the same text twice).
      const parts = Object.entries(RARE_AT).map(([part, root]) => {
        const named = new Set([...namedIds(ids, code(reach([root])))].filter((id) => !inMain.has(id)));
        return [part, named];
      });
      polish = {
        // An id no module names is shown by nothing the widget bundles (the portal's own, or unused).
        main: pick((id) => inMain.has(id)),
        ...Object.fromEntries(parts.map(([part, named]) => [part, pick((id) => named.has(id))])),
      };
    }
    return polish[share];
  };
  return {
    name: 'wizyta-precompiled-messages',
    async buildStart() {
      if (compiled) return;
      const { compileMessages } = await buildTimeModule('compileMessages');
      const { messagesPl, messagesEn, messagesUk } = await buildTimeModule('catalogue');
      const { widgetShare } = await buildTimeModule('widgetMessageIds');
      sources = { pl: messagesPl, en: messagesEn, uk: messagesUk };
      ({ HOST_TEXT_IDS } = await buildTimeModule('hostTexts'));
      compiled = {
        pl: compileMessages(widgetShare(messagesPl, 'pl')),
        en: compileMessages(widgetShare(messagesEn, 'en')),
        uk: compileMessages(widgetShare(messagesUk, 'uk')),
      };
    },
    resolveId(source) {
      return Object.keys(RARE_AT).some((part) => source === rareMessages(part)) ? `\0${source}` : null;
    },
    load(id) {
      const texts = (record) => Object.fromEntries(HOST_TEXT_IDS.map((key) => [key, record[key]]));
      if (id === HOST_TEXTS_AT) {
        return `export const HOST_TEXTS = ${JSON.stringify({ pl: texts(sources.pl), en: texts(sources.en) })};`;
      }
      if (id === HOST_TEXTS_UK_AT)
        return `export const HOST_TEXTS_UK = ${JSON.stringify(texts(sources.uk))};`;
      const part = Object.keys(RARE_AT).find((key) => id === `\0${rareMessages(key)}`);
      if (part) {
        const polishModule = JSON.stringify(at(POLISH_MESSAGES_MODULE));
        return `import { literalMessages, MESSAGES_PL } from ${polishModule};\nObject.assign(MESSAGES_PL, literalMessages(${placeholder(part)}));`;
      }
      const module = MESSAGE_MODULE_AT[id];
      if (!module) return null;
      const [name, locale] = module;
      if (locale === 'pl')
        return `${LITERAL_MESSAGES}\nexport const MESSAGES_PL = literalMessages(${placeholder('main')});`;
      // messagesEn.ts also carries core's English error texts (ERROR_CODES holds Polish only).
      const errorsEn =
        locale === 'en' ? `export { ERROR_TEXTS_EN } from ${JSON.stringify(at(ERRORS_EN_MODULE))};` : '';
      return `export const ${name} = ${JSON.stringify(compiled[locale])};${errorsEn}`;
    },
    transform(code, id) {
      // Each rare part's chunk brings its texts (see above).
      const part = Object.keys(RARE_AT).find((key) => RARE_AT[key] === id);
      return part ? `${code}\nimport ${JSON.stringify(rareMessages(part))};` : null;
    },
    renderChunk(code) {
      if (!code.includes('__wizytaPolishMessages(')) return null;
      const out = new MagicString(code);
      for (const match of code.matchAll(/__wizytaPolishMessages\("(\w+)"\)/g))
        out.overwrite(
          match.index,
          match.index + match[0].length,
          JSON.stringify(withLiteralsAsStrings(polishShare(this, match[1]))),
        );
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
