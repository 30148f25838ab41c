// The widget bundles: wizyta-loader.js (IIFE, tiny), wizyta-widget.js (ESM, code-split into
// chunks/) and wizyta-widget.iife.js (one classic script), all into dist/widget/.
// react, react-dom and the JSX runtime are aliased to preact/compat; the message catalogue is
// pre-compiled here with core's compileMessages and the ICU parser is swapped for its no-parser
// build, so no parser ships. TypeScript is stripped by esbuild (TypeScript 7 has no JS API).
// After the last bundle, dist/widget/ is copied to <version>/ and v<major>/ with manifest.json
// (scripts/widgetManifest.mjs): the version is packages/widget/package.json's.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { minify as swcMinify } from '@swc/core';
import { transform } from 'esbuild';
import MagicString from 'magic-string';
import esbuild from 'rollup-plugin-esbuild';
import { tsImport } from 'tsx/esm/api';
import { partnerTypes } from './scripts/partnerTypes.mjs';
import { writeVersionedWidget } from './scripts/widgetManifest.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const OUT = here('dist/widget');
const WIDGET = here('packages/widget');
const { version: VERSION } = JSON.parse(readFileSync(`${WIDGET}/package.json`, 'utf8'));
const MESSAGE_MODULES = {
  [here('packages/widget/src/frame/messages/messagesPl.ts')]: ['MESSAGES_PL', 'pl'],
  [here('packages/widget/src/frame/messages/messagesEn.ts')]: ['MESSAGES_EN', 'en'],
  [here('packages/widget/src/frame/messages/messagesUk.ts')]: ['MESSAGES_UK', 'uk'],
};
// The messages the widget shows (packages/widget/src/frame/messages/widgetMessageIds.ts: the booking
// screens, validation, a few shared words); the portal's own areas (account pages, visits list,
// shell, statuses) are not shipped. The pl and en `error.*` texts are not here either: the widget
// builds them from core's ERROR_CODES, which AppError ships anyway.
// The partner page's element shows a few plain texts (no formatter): this module becomes them alone.
const HOST_TEXTS_MODULE = here('packages/widget/src/partner/host/hostTexts.ts');
const HOST_TEXTS_UK_MODULE = here('packages/widget/src/partner/host/hostTextsUk.ts');

/** `import text from './x.css?raw'`: the file's text (CSS minified by esbuild) as a string export. */
function rawText() {
  return {
    name: 'wizyta-raw-text',
    async resolveId(source, importer) {
      if (!source.endsWith('?raw')) return null;
      const resolved = await this.resolve(source.slice(0, -4), importer, { skipSelf: true });
      return resolved ? `${resolved.id}?raw` : null;
    },
    async load(id) {
      if (!id.endsWith('?raw')) return null;
      const file = id.slice(0, -4);
      let text = readFileSync(file, 'utf8');
      if (file.endsWith('.css')) text = (await transform(text, { loader: 'css', minify: true })).code;
      return `export default ${JSON.stringify(text)};`;
    },
  };
}

const WORKER_URL = '?worker&url';

/**
 * `import url from 'pkg/worker.js?worker&url'` (vite's form, which the portal uses too): the worker,
 * a self-contained script, emitted minified as `workers/<name>-<hash>.js` next to the widget's files
 * (same origin as the flow frame, so `worker-src` falls back to `'self'`); the import gives its URL.
 */
function workerUrl() {
  return {
    name: 'wizyta-worker-url',
    async resolveId(source, importer) {
      if (!source.endsWith(WORKER_URL)) return null;
      const resolved = await this.resolve(source.slice(0, -WORKER_URL.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${WORKER_URL}` : null;
    },
    async load(id) {
      if (!id.endsWith(WORKER_URL)) return null;
      const file = id.slice(0, -WORKER_URL.length);
      const { code } = await transform(readFileSync(file, 'utf8'), { minify: true, legalComments: 'none' });
      const ref = this.emitFile({ type: 'asset', name: basename(file), source: code });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}

/**
 * Keeps the modules loaded on demand by few bookings chunks of their own: core's
 * session/ssoSession.ts (the session's SSO half: an SSO start-up only) and the partner page's
 * popup modes (createDialogView.ts, openFlowDialog.ts: `mode="popup"`/`"dialog"` and
 * `Wizyta('open')` only) and `Wizyta('prefill'|'close')` (pageCommands.ts). Below experimentalMinChunkSize, rollup would merge a chunk of them into
 * the chunk that imports them, and every inline SMS booking would download what only those run. A
 * module with effects is never merged; each holds only what its importers use, so nothing else
 * changes.
 */
const APART = [
  '/core/src/session/ssoSession.ts',
  '/widget/src/partner/host/createDialogView.ts',
  '/widget/src/partner/host/openFlowDialog.ts',
  '/widget/src/partner/host/pageCommands.ts',
];
function ssoHalfApart() {
  return {
    name: 'wizyta-keep-apart',
    transform(code, id) {
      if (!APART.some((end) => id.endsWith(end))) return null;
      return { code, map: null, moduleSideEffects: 'no-treeshake' };
    },
  };
}

// What a Polish SMS booking never loads, each a chunk with its own share of the Polish catalogue:
// the flow's rarely shown screens, and the calendar file ("Dodaj do kalendarza": apart from the
// screens, so that the portal's visit page, which shows the button, loads none of them).
const RARE_SCREENS = here('packages/booking/src/rareScreens.ts');
const RARE_PARTS = {
  rare: RARE_SCREENS,
  calendar: here('packages/booking/src/AddToCalendar/downloadVisitIcs.ts'),
};
const RARE_ROOTS = Object.values(RARE_PARTS);
/** The module that adds `part`'s texts to the Polish catalogue when its chunk loads. */
const rareMessages = (part) => `wizyta:rare-messages:${part}`;
/** Stands for a share of the Polish catalogue until the graph says which ids are whose (renderChunk). */
const placeholder = (share) => `__wizytaPolishMessages(${JSON.stringify(share)})`;

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
 * on every call); a Polish SMS booking downloads the rest. The English and Ukrainian catalogues
 * are chunks of their own anyway and stay whole.
 */
function precompiledMessages() {
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
          .filter((id) => !/\/core\/src\/i18n\/|\/widget\/src\/frame\/messages\//.test(id))
          .map((id) => info(id)?.code ?? '');
      const inMain = namedIds(ids, code(main));
      const pick = (keep) => Object.fromEntries(Object.entries(compiled.pl).filter(([id]) => keep(id)));
      // An id both parts name travels in both (the catalogue takes the same text twice).
      const parts = Object.entries(RARE_PARTS).map(([part, root]) => {
        const named = new Set([...namedIds(ids, code(reach([root])))].filter((id) => !inMain.has(id)));
        return [part, named];
      });
      const rare = new Set(parts.flatMap(([, named]) => [...named]));
      polish = {
        main: pick((id) => !rare.has(id)),
        ...Object.fromEntries(parts.map(([part, named]) => [part, pick((id) => named.has(id))])),
      };
    }
    return polish[share];
  };
  return {
    name: 'wizyta-precompiled-messages',
    async buildStart() {
      if (compiled) return;
      const { compileMessages } = await tsImport(
        './packages/core/src/i18n/compileMessages.ts',
        import.meta.url,
      );
      const { messagesPl, messagesEn, messagesUk } = await tsImport(
        './packages/core/src/i18n/catalogue.ts',
        import.meta.url,
      );
      const { widgetShare } = await tsImport(
        './packages/widget/src/frame/messages/widgetMessageIds.ts',
        import.meta.url,
      );
      sources = { pl: messagesPl, en: messagesEn, uk: messagesUk };
      ({ HOST_TEXT_IDS } = await tsImport(
        './packages/widget/src/partner/host/hostTexts.ts',
        import.meta.url,
      ));
      compiled = {
        pl: compileMessages(widgetShare(messagesPl, 'pl')),
        en: compileMessages(widgetShare(messagesEn, 'en')),
        uk: compileMessages(widgetShare(messagesUk, 'uk')),
      };
    },
    resolveId(source) {
      return Object.keys(RARE_PARTS).some((part) => source === rareMessages(part)) ? `\0${source}` : null;
    },
    load(id) {
      const texts = (record) => Object.fromEntries(HOST_TEXT_IDS.map((key) => [key, record[key]]));
      if (id === HOST_TEXTS_MODULE) {
        return `export const HOST_TEXTS = ${JSON.stringify({ pl: texts(sources.pl), en: texts(sources.en) })};`;
      }
      if (id === HOST_TEXTS_UK_MODULE)
        return `export const HOST_TEXTS_UK = ${JSON.stringify(texts(sources.uk))};`;
      const part = Object.keys(RARE_PARTS).find((key) => id === `\0${rareMessages(key)}`);
      if (part) {
        const polishModule = JSON.stringify(here('packages/widget/src/frame/messages/messagesPl.ts'));
        return `import { MESSAGES_PL } from ${polishModule};\nObject.assign(MESSAGES_PL, ${placeholder(part)});`;
      }
      const module = MESSAGE_MODULES[id];
      if (!module) return null;
      const [name, locale] = module;
      if (locale === 'pl') return `export const MESSAGES_PL = ${placeholder('main')};`;
      // messagesEn.ts also carries core's English error texts (ERROR_CODES holds Polish only).
      const errorsEn =
        locale === 'en'
          ? `export { ERROR_TEXTS_EN } from ${JSON.stringify(here('packages/core/src/i18n/messages/errorsEn.ts'))};`
          : '';
      return `export const ${name} = ${JSON.stringify(compiled[locale])};${errorsEn}`;
    },
    transform(code, id) {
      // Each rare part's chunk brings its texts (see above).
      const part = Object.keys(RARE_PARTS).find((key) => RARE_PARTS[key] === id);
      return part ? `${code}\nimport ${JSON.stringify(rareMessages(part))};` : null;
    },
    renderChunk(code) {
      if (!code.includes('__wizytaPolishMessages(')) return null;
      const out = new MagicString(code);
      for (const match of code.matchAll(/__wizytaPolishMessages\("(\w+)"\)/g))
        out.overwrite(
          match.index,
          match.index + match[0].length,
          JSON.stringify(polishShare(this, match[1])),
        );
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

/**
 * Writes the partner declarations (scripts/partnerTypes.mjs) and the partner page's stylesheet
 * `wizyta.css` (the element's reserved height before it is defined: the loader's rule, from
 * reservedHeightCss.ts, as one `<link>` partners add instead of pasting it), and copies the flow
 * frame's and the framed-widget demo's pages.
 */
function copyStatic() {
  return {
    name: 'wizyta-copy-static',
    async writeBundle() {
      writeFileSync(`${OUT}/wizyta-booking.d.ts`, partnerTypes(here('.')));
      const { partnerPageCss } = await tsImport(
        './packages/widget/src/partner/loader/partnerPageCss.ts',
        import.meta.url,
      );
      writeFileSync(`${OUT}/wizyta.css`, partnerPageCss(VERSION));
      // The booking screens' stylesheet and the element's, in this order (the element's rules may
      // override the screens'): the file flow.html links (packages/widget/src/contract/bookingStylesheet.ts).
      const css = ['packages/booking/src/booking.css', 'packages/widget/src/frame/styles/widget.css']
        .map((file) => readFileSync(here(file), 'utf8'))
        .join('\n');
      writeFileSync(
        `${OUT}/wizyta-booking.css`,
        (await transform(css, { loader: 'css', minify: true })).code,
      );
      for (const file of ['flow.html', 'frame.html', 'frame.css'])
        copyFileSync(`${WIDGET}/public/${file}`, `${OUT}/${file}`);
    },
  };
}

/** Runs last: the versioned copies and the manifest of everything the three bundles wrote. */
function versionedDelivery() {
  return {
    name: 'wizyta-versioned-delivery',
    writeBundle() {
      writeVersionedWidget(OUT, VERSION);
    },
  };
}

/**
 * A second minifier pass over each chunk, after esbuild's: swc's compressor, two passes, names
 * mangled at the top level of a module (exports keep theirs). esbuild minifies each module on its
 * own and then the chunk in one pass; swc inlines and drops across the whole chunk, which saved
 * 4.7 KB gzip of the Polish SMS booking (107,506 → 102,803 B) for the same code.
 */
function swcChunkMinify() {
  return {
    name: 'wizyta-swc-minify',
    async renderChunk(code, _chunk, options) {
      const module = options.format === 'es';
      const result = await swcMinify(code, {
        module,
        ecma: 2022,
        compress: { passes: 2 },
        mangle: { toplevel: module },
        sourceMap: true,
      });
      return { code: result.code, map: result.map };
    },
  };
}

function plugins() {
  return [
    alias({
      entries: [
        { find: /^react\/jsx(-dev)?-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react$/, replacement: 'preact/compat' },
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
        },
      ],
    }),
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __WIZYTA_VERSION__: JSON.stringify(VERSION),
      },
    }),
    rawText(),
    precompiledMessages(),
    nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
    commonjs(),
    esbuild({ target: 'es2022', minify: true, jsx: 'automatic', legalComments: 'none' }),
    swcChunkMinify(),
  ];
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

// Core declares "sideEffects": false; the widget reaches its files by path, so say it here too.
const treeshake = { moduleSideEffects: (id) => !id.includes('/packages/core/src/') };

// Source maps are written for check:size's composition (scripts/sizeComposition.mjs) and for
// debugging a build by hand, but 'hidden': no `//# sourceMappingURL=` comment in the files. Every
// server of the widget answers 404 for `.map` (deploy's nginx config, the sample server), so the
// comment only cost every patient 332 B gzip of the SMS booking.
const onwarn = (warning, warn) => {
  // preact/compat and friends carry "use client" banners meant for React server bundlers.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
};

export default [
  {
    input: `${WIDGET}/src/partner/loader/wizyta-loader.ts`,
    output: { file: `${OUT}/wizyta-loader.js`, format: 'iife', sourcemap: 'hidden' },
    plugins: plugins(),
    treeshake,
    onwarn,
  },
  {
    input: {
      'wizyta-widget': `${WIDGET}/src/wizyta-widget.ts`,
      'wizyta-flow': `${WIDGET}/src/frame/wizyta-flow.ts`,
    },
    output: {
      dir: OUT,
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      // Steps are split in source (React.lazy) but small chunks cost more than they save: every
      // one repeats import/export glue and gzips alone. Rollup merges chunks under 12 KB (before
      // minifying) where no entry would load code it did not before, which leaves the flow's first
      // chunk (the search, the order machine, the client), a few later steps, the session, and the
      // rarely shown screens (booking's rareScreens: larger than that, so never merged back);
      // keycloak-js and the SSO popup's code (SSO only) and English (lang="en" only) and Ukrainian
      // (lang="uk" only) stay apart. A manual chunk takes in the dependencies no other manual chunk
      // holds, so the SSO modules import nothing shared statically (types only).
      experimentalMinChunkSize: 12_000,
      manualChunks(id) {
        if (id.includes('/node_modules/keycloak-js/')) return 'keycloak';
        // The captcha (a deployment with captchaSiteKey, when it is shown): apart, like SSO.
        if (id.includes('/node_modules/altcha/') || id.endsWith('/booking/src/Captcha/loadAltcha.ts'))
          return 'altcha';
        if (/\/widget\/src\/frame\/sso\/(runSsoPopup|ssoPopupStage|awaitSsoTokens|ssoMessages)\.ts$/.test(id))
          return 'sso';
        if (id.endsWith('/messages/messagesEn.ts')) return 'messagesEn';
        if (id.endsWith('/messages/messagesUk.ts')) return 'messagesUk';
        if (id === HOST_TEXTS_UK_MODULE) return 'hostTextsUk';
        // The dataLayer bridge: only pages that report analytics consent load it.
        if (id.includes('/widget/src/partner/analytics/')) return 'dataLayer';
      },
      assetFileNames: 'workers/[name]-[hash][extname]',
      sourcemap: 'hidden',
    },
    plugins: [workerUrl(), ssoHalfApart(), ...plugins(), copyStatic()],
    treeshake,
    onwarn,
  },
  {
    input: `${WIDGET}/src/wizyta-widget.ts`,
    output: {
      file: `${OUT}/wizyta-widget.iife.js`,
      format: 'iife',
      inlineDynamicImports: true,
      sourcemap: 'hidden',
    },
    // ALTCHA stays out of the one classic script a partner page may load: its dynamic imports are
    // left unresolved, so on the provider's own inline pages the captcha reports itself unavailable
    // (use the ESM build there); on a partner page the flow runs in the frame's ESM build anyway.
    external: (id) => id.startsWith('altcha/'),
    plugins: [...plugins(), versionedDelivery()],
    treeshake,
    onwarn,
  },
];
