// The widget bundles: wizyta-loader.js (IIFE, tiny), wizyta-widget.js (ESM, code-split into
// chunks/) and wizyta-widget.iife.js (one classic script), all into dist/widget/ at the
// repository root. react, react-dom and the JSX runtime are aliased to preact/compat; the message
// catalogue is pre-compiled here with core's compileMessages and the ICU parser is swapped for its
// no-parser build, so no parser ships. TypeScript is stripped by esbuild (TypeScript 7 has no JS
// API). After the last bundle, dist/widget/ is copied to <version>/ and v<major>/ with
// manifest.json (scripts/widgetManifest.mjs): the version is packages/widget/package.json's.
// Every source path the build names is in chunkPlan.mjs; the plugins are in plugins/.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import { at, CORE_SOURCES, ENTRIES, manualChunk } from './chunkPlan.mjs';
import { clientContract } from './plugins/clientContract.mjs';
import { copyStatic } from './plugins/copyStatic.mjs';
import { keepApart } from './plugins/keepApart.mjs';
import { precompiledMessages } from './plugins/precompiledMessages.mjs';
import { rawText } from './plugins/rawText.mjs';
import { swcChunkMinify } from './plugins/swcChunkMinify.mjs';
import { versionedDelivery } from './plugins/versionedDelivery.mjs';
import { workerUrl } from './plugins/workerUrl.mjs';

const OUT = at('dist/widget');
const { version: VERSION } = JSON.parse(readFileSync(at('packages/widget/package.json'), 'utf8'));

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
    clientContract(),
    swcChunkMinify(),
  ];
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

// Core declares "sideEffects": false; the widget reaches its files by path, so say it here too.
const treeshake = { moduleSideEffects: (id) => !id.includes(`/${CORE_SOURCES}`) };

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
    input: at(ENTRIES.loader),
    output: { file: `${OUT}/wizyta-loader.js`, format: 'iife', sourcemap: 'hidden' },
    plugins: plugins(),
    treeshake,
    onwarn,
  },
  {
    input: { 'wizyta-widget': at(ENTRIES.widget), 'wizyta-flow': at(ENTRIES.flow) },
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
      // (lang="uk" only) stay apart (chunkPlan.mjs's MANUAL_CHUNKS). A manual chunk takes in the
      // dependencies no other manual chunk holds, so the SSO modules import nothing shared
      // statically (types only).
      experimentalMinChunkSize: 12_000,
      manualChunks: manualChunk,
      assetFileNames: 'workers/[name]-[hash][extname]',
      sourcemap: 'hidden',
    },
    plugins: [workerUrl(), keepApart(), ...plugins(), copyStatic(OUT, VERSION)],
    treeshake,
    onwarn,
  },
  {
    input: at(ENTRIES.widget),
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
    plugins: [...plugins(), versionedDelivery(OUT, VERSION)],
    treeshake,
    onwarn,
  },
];
