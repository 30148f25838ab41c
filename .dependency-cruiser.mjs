// The layers of DESIGN.md, enforced (`npm run check:layers`): core → nothing UI; booking → core;
// widget and portal → booking and core; sample-backend → core; no portal feature → another
// feature; no import cycles; test kits reach no production file; no package reaches into another
// package's files by a relative path (they use its `exports`); no shipped file is test-only; the
// widget's two realms (src/partner: the partner's page, src/frame: the provider's flow frame) do
// not import each other, share only src/contract, and the partner realm runs no UI framework;
// core's security/ and storage/ import nothing else of core.
// booking's screens read the flow from src/flow, never from the shell (src/BookingApp), and booking
// has no import circle, not even of types.
// scripts/checkLayers.test.ts proves the rules bite on files that break them.

const TEST_FILE = '\\.test\\.tsx?$';
const TESTING = '(^|/)testing/|^packages/testkit/';
// Resolved (node_modules/react/…) or not (a bare `react` where none is installed).
const UI = '(^|node_modules/)(react|react-dom|preact|@xstate/react|react-router|@r2wc|@testing-library)(/|$)';

/** What ships starts here: package entries, the widget's bundles, the portal's app and build, the backend's server. */
const ENTRY_POINTS = [
  '^packages/[^/]+/src/index\\.ts$',
  '^packages/booking/src/(AddToCalendar/AddToCalendar\\.tsx|Captcha/index\\.ts|form/useDictionary\\.ts)$',
  '^packages/widget/src/(wizyta-widget|frame/wizyta-flow|partner/loader/wizyta-loader)\\.ts$',
  '^packages/portal/(src/main\\.tsx|vite\\.config\\.ts)$',
  '^packages/sample-backend/src/main\\.ts$',
  '^scripts/',
  '^packages/[^/]+/scripts/',
  // The deployment's generators and deploy:local (npm run deploy:config, realm-export, deploy:local).
  '^deploy/src/(deployConfig|realmExport|deployLocal)\\.ts$',
];

/** A file that ships (not a test, not a kit, not a config). */
const production = {
  path: '^packages/[^/]+/(src|build)/',
  pathNot: [TEST_FILE, TESTING, '\\.d\\.m?ts$'],
};

export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'An import cycle (type-only imports do not count: they vanish at build time).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'core-no-ui',
      comment: 'Core is framework-free: no UI library and no UI package.',
      severity: 'error',
      from: { path: '^packages/core/src/' },
      to: { path: [UI, '^packages/(booking|widget|portal)/'] },
    },
    {
      name: 'core-no-backend',
      comment: 'Core does not know the sample backend (its tests reach it through @wizyta/testkit).',
      severity: 'error',
      from: { path: '^packages/core/src/', pathNot: [TEST_FILE] },
      to: { path: '^packages/sample-backend/' },
    },
    {
      name: 'core-ground-floor',
      comment:
        "Core's security/ (trusted URLs and origins, the loopback rule) and storage/ (every storage key) are its ground floor: they import nothing else of core and no other package, so every area may read them without an arrow back up.",
      severity: 'error',
      from: { path: '^packages/core/src/(security|storage)/' },
      to: { path: '^packages/', pathNot: '^packages/core/src/$1/' },
    },
    {
      name: 'booking-only-core',
      comment: 'The booking screens build on core only.',
      severity: 'error',
      from: { path: '^packages/booking/src/' },
      to: { path: '^packages/(widget|portal|sample-backend)/' },
    },
    {
      name: 'booking-screens-not-shell',
      comment:
        "A booking screen (or kit) never imports the shell, BookingApp/, which lazy-loads the screens: what every step reads (the flow's context, useOrder, props, event map, drafts) is in flow/. Only the package's entries and the test bed reach the shell.",
      severity: 'error',
      from: { path: '^packages/booking/src/[^/]+/', pathNot: '^packages/booking/src/(BookingApp|testing)/' },
      to: { path: '^packages/booking/src/BookingApp/' },
    },
    {
      name: 'booking-floors-below-screens',
      comment:
        "The floors under booking's screens import none of them: flow/ (the flow's context and hooks) builds on the kits form/ and Captcha/ only, and the kits, which the portal imports on their own (@wizyta/booking/form, /captcha), reach neither the flow nor a screen.",
      severity: 'error',
      from: { path: '^packages/booking/src/(flow|form|Captcha)/', pathNot: TEST_FILE },
      to: { path: '^packages/booking/src/', pathNot: '^packages/booking/src/($1|form|Captcha)/' },
    },
    {
      name: 'booking-no-cycle',
      comment:
        'No import circle in booking, not even of types: a type import that closes a circle is the sign of a type written in the wrong file (the flow below the screens, the rare chunk below what lazy-loads it).',
      severity: 'error',
      from: { path: '^packages/booking/src/' },
      to: { circular: true },
    },
    {
      name: 'widget-only-booking-core',
      comment: 'The widget builds on booking and core.',
      severity: 'error',
      from: { path: '^packages/widget/src/' },
      to: { path: '^packages/(portal|sample-backend)/' },
    },
    {
      name: 'widget-partner-not-frame',
      comment:
        "The partner page's code never imports the flow frame's: the partner realm holds no personal data and no framework (DESIGN.md, where patient data may live). What both need goes to src/contract; the bundle entry src/wizyta-widget.ts hands the frame's inline renderer in for the provider's own pages.",
      severity: 'error',
      from: { path: '^packages/widget/src/partner/' },
      to: { path: '^packages/widget/src/frame/' },
    },
    {
      name: 'widget-frame-not-partner',
      comment: "The flow frame's code never imports the partner page's: what both need goes to src/contract.",
      severity: 'error',
      from: { path: '^packages/widget/src/frame/' },
      to: { path: '^packages/widget/src/partner/' },
    },
    {
      name: 'widget-contract-own',
      comment: 'The contract between the realms imports neither of them.',
      severity: 'error',
      from: { path: '^packages/widget/src/contract/' },
      to: { path: '^packages/widget/src/(partner|frame)/' },
    },
    {
      name: 'widget-partner-no-ui',
      comment: "The partner page's code is plain DOM: no UI library and no booking screens.",
      severity: 'error',
      from: { path: '^packages/widget/src/partner/' },
      to: { path: [UI, '^packages/booking/'] },
    },
    {
      name: 'portal-only-booking-core',
      comment: 'The portal builds on booking and core.',
      severity: 'error',
      from: { path: '^packages/portal/(src|build)/' },
      to: { path: '^packages/(widget|sample-backend)/' },
    },
    {
      name: 'backend-only-core',
      comment: 'The sample backend shares the contract (core) and nothing UI.',
      severity: 'error',
      from: { path: '^packages/sample-backend/src/' },
      to: { path: [UI, '^packages/(booking|widget|portal|testkit)/'] },
    },
    {
      name: 'no-feature-to-feature',
      comment:
        'A portal feature does not import another feature: shared code goes to shared/ or components/.',
      severity: 'error',
      from: { path: '^packages/portal/src/features/([^/]+)/' },
      to: { path: '^packages/portal/src/features/', pathNot: '^packages/portal/src/features/$1/' },
    },
    {
      name: 'no-test-code-in-production',
      comment: 'Production files never import a test kit (testing/ folders, @wizyta/testkit).',
      severity: 'error',
      from: production,
      to: { path: TESTING },
    },
    {
      name: 'no-test-only-module',
      comment:
        'A production file that no shipped entry point reaches is test-only (or dead): move it to a testing folder or @wizyta/testkit, or delete it.',
      severity: 'error',
      from: { path: ENTRY_POINTS },
      to: {
        path: '^packages/[^/]+/(src|build)/.+\\.tsx?$',
        pathNot: [...production.pathNot, ...ENTRY_POINTS],
        reachable: false,
      },
    },
    {
      name: 'no-deep-import',
      comment:
        "Another package is reached by its name and `exports` (@wizyta/core/…), never by '../../core/src'.",
      severity: 'error',
      from: { path: '^packages/([^/]+)/' },
      to: {
        dependencyTypes: ['local'],
        dependencyTypesNot: ['aliased-workspace'],
        path: '^packages/',
        pathNot: '^packages/$1/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/\\.types/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    parser: 'swc',
  },
};
