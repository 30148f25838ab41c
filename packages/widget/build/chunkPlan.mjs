// Every source path the widget's build names, in one place: the entries, the modules it replaces
// or splits, and which modules become which chunk. Paths are relative to the repository root;
// chunkPlan.test.ts checks that each one exists, so a rename fails a test instead of quietly
// moving bytes into a Polish SMS booking.
import { fileURLToPath } from 'node:url';

/** The repository root's URL (the build's paths and tsImport specifiers are relative to it). */
export const ROOT_URL = new URL('../../../', import.meta.url);

/** The absolute path of a repository path. */
export const at = (path) => fileURLToPath(new URL(path, ROOT_URL));

/** The three bundles' entries. */
export const ENTRIES = {
  loader: 'packages/widget/src/partner/loader/wizyta-loader.ts',
  widget: 'packages/widget/src/wizyta-widget.ts',
  flow: 'packages/widget/src/frame/wizyta-flow.ts',
};

/** The widget's message modules, replaced by core's catalogue pre-compiled to ICU ASTs: [export, locale]. */
export const MESSAGE_MODULES = {
  'packages/widget/src/frame/messages/messagesPl.ts': ['MESSAGES_PL', 'pl'],
  'packages/widget/src/frame/messages/messagesEn.ts': ['MESSAGES_EN', 'en'],
  'packages/widget/src/frame/messages/messagesUk.ts': ['MESSAGES_UK', 'uk'],
};
export const POLISH_MESSAGES_MODULE = 'packages/widget/src/frame/messages/messagesPl.ts';
/** Core's English error texts, which messagesEn.ts carries (ERROR_CODES holds Polish only). */
export const ERRORS_EN_MODULE = 'packages/core/src/i18n/messages/errorsEn.ts';

/** What the build runs (tsImport) to pre-compile the catalogue and the partner page's texts. */
export const BUILD_TIME_MODULES = {
  compileMessages: 'packages/core/src/i18n/compileMessages.ts',
  catalogue: 'packages/core/src/i18n/catalogue.ts',
  widgetMessageIds: 'packages/widget/src/frame/messages/widgetMessageIds.ts',
  hostTexts: 'packages/widget/src/partner/host/hostTexts.ts',
  partnerPageCss: 'packages/widget/src/partner/loader/partnerPageCss.ts',
};

/**
 * The partner page's element shows a few plain texts (no formatter): these modules become them
 * alone.
 */
export const HOST_TEXTS_MODULE = 'packages/widget/src/partner/host/hostTexts.ts';
export const HOST_TEXTS_UK_MODULE = 'packages/widget/src/partner/host/hostTextsUk.ts';

/** The catalogue's own modules: they name every id, so they decide nothing about the Polish split. */
export const CATALOGUE_FOLDERS = ['packages/core/src/i18n/', 'packages/widget/src/frame/messages/'];

/**
 * Modules loaded on demand by few bookings, kept in chunks of their own (plugins/keepApart.mjs):
 * core's SSO half of the session, and the partner page's popup modes and page commands.
 */
export const APART = [
  'packages/core/src/session/ssoSession.ts',
  'packages/widget/src/partner/host/createDialogView.ts',
  'packages/widget/src/partner/host/openFlowDialog.ts',
  'packages/widget/src/partner/host/pageCommands.ts',
];

/**
 * What a Polish SMS booking never loads, each a chunk with its own share of the Polish catalogue:
 * the flow's rarely shown screens, and the calendar file ("Dodaj do kalendarza": apart from the
 * screens, so that the portal's visit page, which shows the button, loads none of them).
 */
export const RARE_PARTS = {
  rare: 'packages/booking/src/rareScreens.ts',
  calendar: 'packages/booking/src/AddToCalendar/downloadVisitIcs.ts',
};

/**
 * rollup's manual chunks, first match wins: `packages` (installed packages, by name), `files`
 * (source files) and `folders` (every module below a source folder).
 */
export const MANUAL_CHUNKS = [
  { chunk: 'keycloak', packages: ['keycloak-js'] },
  // The captcha (a deployment with captchaSiteKey, when it is shown): apart, like SSO.
  { chunk: 'altcha', packages: ['altcha'], files: ['packages/booking/src/Captcha/loadAltcha.ts'] },
  {
    chunk: 'sso',
    files: [
      'packages/widget/src/frame/sso/runSsoPopup.ts',
      'packages/widget/src/frame/sso/ssoPopupStage.ts',
      'packages/widget/src/frame/sso/awaitSsoTokens.ts',
      'packages/widget/src/frame/sso/ssoMessages.ts',
    ],
  },
  { chunk: 'messagesEn', files: ['packages/widget/src/frame/messages/messagesEn.ts'] },
  { chunk: 'messagesUk', files: ['packages/widget/src/frame/messages/messagesUk.ts'] },
  { chunk: 'hostTextsUk', files: [HOST_TEXTS_UK_MODULE] },
  // The dataLayer bridge: only pages that report analytics consent load it.
  { chunk: 'dataLayer', folders: ['packages/widget/src/partner/analytics/'] },
];

/** The manual chunk of module `id` (rollup's `manualChunks`), or undefined. */
export function manualChunk(id) {
  for (const { chunk, packages = [], files = [], folders = [] } of MANUAL_CHUNKS) {
    if (packages.some((name) => id.includes(`/node_modules/${name}/`))) return chunk;
    if (files.some((file) => id.endsWith(`/${file}`))) return chunk;
    if (folders.some((folder) => id.includes(`/${folder}`))) return chunk;
  }
  return undefined;
}

/**
 * The API contract's tables (core's api/contract*.ts): the widget's client reads an operation's
 * method, path, auth, answer schema and error codes; the request schemas (the sample backend
 * validates with them) and the OpenAPI document's notes are left out of the bundle
 * (plugins/clientContract.mjs).
 */
export const CONTRACT_FOLDER = 'packages/core/src/api/';

/** Core declares "sideEffects": false; the widget reaches its files by path, so the build says it too. */
export const CORE_SOURCES = 'packages/core/src/';

/**
 * The visually-hidden rule the booking screens share with the portal, the booking screens'
 * stylesheet and the element's, in this order (the element's rules may override the screens'):
 * one `wizyta-booking.css`, the file flow.html links.
 */
export const BOOKING_STYLESHEETS = [
  'packages/booking/src/visuallyHidden.css',
  'packages/booking/src/booking.css',
  'packages/widget/src/frame/styles/widget.css',
];

/** The widget's pages and styles copied as they are. */
export const PUBLIC_FOLDER = 'packages/widget/public/';
export const PUBLIC_FILES = ['flow.html', 'frame.html', 'frame.css'];

/** Every repository path above, for chunkPlan.test.ts. */
export function plannedPaths() {
  return [
    ...Object.values(ENTRIES),
    ...Object.keys(MESSAGE_MODULES),
    POLISH_MESSAGES_MODULE,
    ERRORS_EN_MODULE,
    ...Object.values(BUILD_TIME_MODULES),
    HOST_TEXTS_MODULE,
    HOST_TEXTS_UK_MODULE,
    ...CATALOGUE_FOLDERS,
    ...APART,
    ...Object.values(RARE_PARTS),
    ...MANUAL_CHUNKS.flatMap(({ files = [], folders = [] }) => [...files, ...folders]),
    CONTRACT_FOLDER,
    CORE_SOURCES,
    ...BOOKING_STYLESHEETS,
    ...PUBLIC_FILES.map((file) => `${PUBLIC_FOLDER}${file}`),
  ];
}
