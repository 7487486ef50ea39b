// @ts-check
/**
 * Import boundaries for the feature-folder layout:
 *
 *   src/index.ts (+ other src/*.ts)   the app: middleware + list of features
 *   src/platform/**                   shared plumbing (below features)
 *   src/features/<name>/**            one folder per capability; index.ts = public entry,
 *                                     routes.ts = routes (for the app root only),
 *                                     *.server.ts(x) = I/O, *.island.tsx = hydrated in the browser,
 *                                     other .ts(x) = pure
 *   client/**                         browser entry, hydrator, styles, helpers shared by islands
 *   tests/**, scripts/**              support, journeys, node scripts
 *
 * Run: npx depcruise src client tests scripts --config .dependency-cruiser.cjs
 * (tests/ and scripts/ are only cruised so cycles through them and rule 6 are seen; no rule restricts them.)
 *
 * All paths below are regular expressions on paths relative to the repository root.
 */

/* ---- edit these -------------------------------------------------------------------------- */

/** Server-only plumbing in src/platform that islands and client/ must never import (rule 3). */
const SERVER_PLUMBING =
  '^src/platform/((env|signing|crypto|app-env|routing)\\.tsx?$|render/(render|edge-cache|security|methods|redirect|seo-files|cache|assets)\\.tsx?$|islands/Island\\.tsx$)';

/**
 * Files in src/features or src/platform that are not *.server.* by name but are server wiring by nature, so the
 * "pure" rules (2) skip them. routes.ts registers HTTP handlers, so it imports *.server files by design.
 * Add e.g. '(^|/)index\\.ts$' here if a feature's index.ts should be allowed to re-export server code (islands are
 * still protected by browser-not-to-server, which follows chains).
 */
const NOT_PURE = [
  '^src/features/[^/]+/routes\\.tsx?$',
  // The enquiry's later stages run only in the worker, against D1, R2 and the mail: the folder says so.
  '^src/features/enquiry/(delivery|store)/',
  SERVER_PLUMBING,
];

/* ---- derived, usually no need to edit ------------------------------------------------------ */

const TEST = '\\.test\\.[cm]?[jt]sx?$|(^|/)__(tests|fixtures|mocks)__/';
const DECL = '\\.d\\.[cm]?ts$';
const SERVER_FILE = '\\.server\\.tsx?$';
const ISLAND = '\\.island\\.tsx$';
/** Rules as zod schemas: content's, checked by the tests, and requests', loaded when a request needs them. */
const SCHEMA = '\\.schema\\.ts$';
/** The app: any source file directly in src/ (index.ts, app.ts, ...), not a declaration file. */
const APP_ROOT = '^src/[^/]+\\.tsx?$';
const TYPE_ONLY = ['type-only', 'type-import'];
/** Generated paraglide output (old and new place) and the @messages alias that points into it. */
const GENERATED = ['^src/(platform/)?i18n/paraglide/', '^@messages$'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    /* 1 ------------------------------------------------------------------------------------- */
    {
      name: 'no-circular',
      comment:
        'Import cycle (type-only imports count: tsPreCompilationDeps is on). Break it by moving the shared piece down (into a model or src/platform) or by passing it in.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },

    /* 2 ------------------------------------------------------------------------------------- */
    {
      name: 'pure-not-to-server',
      comment:
        'A pure module (a .ts/.tsx in src/features or src/platform that is not *.server.*, *.island.tsx, a test, or listed server plumbing) must not import a *.server.ts(x) file. Move the I/O into a .server file and pass its result in.',
      severity: 'error',
      from: {
        path: '^src/(features|platform)/.+\\.ts$',
        pathNot: [SERVER_FILE, ISLAND, TEST, DECL, ...NOT_PURE],
      },
      to: { path: SERVER_FILE },
    },
    {
      name: 'pure-not-to-io-modules',
      comment:
        'A pure module must not import node built-ins (node:fs, fs, ...) or cloudflare:* (bindings, sockets, email, test). Only *.server.* files, NOT_PURE files and tests may. Type-only imports (import type) are allowed: they vanish at build time.',
      severity: 'error',
      from: {
        path: '^src/(features|platform)/.+\\.ts$',
        pathNot: [SERVER_FILE, ISLAND, TEST, DECL, ...NOT_PURE],
      },
      to: { dependencyTypes: ['core'], dependencyTypesNot: TYPE_ONLY },
    },
    {
      name: 'pure-not-to-cloudflare-unlisted',
      comment: 'As pure-not-to-io-modules, for a cloudflare:* module not (yet) listed in options.builtInModules.add.',
      severity: 'error',
      from: {
        path: '^src/(features|platform)/.+\\.ts$',
        pathNot: [SERVER_FILE, ISLAND, TEST, DECL, ...NOT_PURE],
      },
      to: { path: '^cloudflare:', dependencyTypesNot: ['core', ...TYPE_ONLY] },
    },

    /* 3 ------------------------------------------------------------------------------------- */
    {
      name: 'browser-not-to-server',
      comment:
        'Islands (*.island.tsx) and client/** run in the browser: they must not reach, directly or through other modules, a *.server.ts(x) file, the app root (src/*.ts) or server plumbing (SERVER_PLUMBING at the top of this file). The report lists the chain; cut it at the first module that should not be imported.',
      severity: 'error',
      from: { path: [ISLAND, '^client/'], pathNot: [TEST, DECL] },
      to: { path: [SERVER_FILE, APP_ROOT, SERVER_PLUMBING], pathNot: DECL, reachable: true },
    },
    {
      name: 'browser-not-to-io-modules',
      comment: 'Islands and client/** must not import node built-ins or cloudflare:* (type-only imports allowed).',
      severity: 'error',
      from: { path: [ISLAND, '^client/'], pathNot: [TEST, DECL] },
      to: { dependencyTypes: ['core'], dependencyTypesNot: TYPE_ONLY },
    },
    {
      name: 'browser-not-to-cloudflare-unlisted',
      comment: 'As browser-not-to-io-modules, for a cloudflare:* module not listed in options.builtInModules.add.',
      severity: 'error',
      from: { path: [ISLAND, '^client/'], pathNot: [TEST, DECL] },
      to: { path: '^cloudflare:', dependencyTypesNot: ['core', ...TYPE_ONLY] },
    },

    /* 4 ------------------------------------------------------------------------------------- */
    {
      name: 'feature-through-index-only',
      comment:
        "A feature reaches another feature only through that feature's index.ts (its public entry), never a file inside it. Export what is needed from the other feature's index.ts.",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/', pathNot: TEST },
      to: {
        path: '^src/features/[^/]+/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/index(\\.server|\\.schema)?\\.tsx?$'],
      },
    },

    /* 4b ------------------------------------------------------------------------------------ */
    {
      name: 'zod-only-in-schemas',
      comment:
        "zod is imported (for more than types) only by a *.schema.ts, the content's rules the tests check, and by src/platform/zod-parts.ts, the parts the request rules (*.rules.ts) build with, which loadZod() (src/platform/zod.ts) loads when a request first needs them. Imported at the top, zod and the schemas built with it cost every cold worker about 40 ms of its start.",
      severity: 'error',
      from: { path: '^(src|client)/', pathNot: [TEST, DECL, SCHEMA, '^src/platform/zod-parts\\.ts$'] },
      to: { path: '^node_modules/zod/', dependencyTypesNot: [...TYPE_ONLY, 'dynamic-import'] },
    },
    {
      name: 'file-readers-loaded-on-use',
      comment:
        "The worker imports pdf-lib and fflate (for more than types) only in src/features/enquiry/files/readers.ts, which load-readers.ts loads with import() before the first PDF or archive is read: both build their tables and classes as they load, about 10 ms of every cold worker's start. (The client's print template and proof load pdf-lib in chunks of their own.)",
      severity: 'error',
      from: { path: '^src/', pathNot: [TEST, DECL, '^src/features/enquiry/files/readers\\.ts$', '^src/features/(print-templates|mockup)/'] },
      to: { path: '^node_modules/(fflate|pdf-lib)/', dependencyTypesNot: TYPE_ONLY },
    },
    {
      name: 'loaded-on-use-only-by-import',
      comment:
        'Modules that bring a heavy library into the worker are reached only through import(): readers.ts (load-readers.ts) brings pdf-lib and fflate, zod-parts.ts (loadZod, src/platform/zod.ts) brings zod. Imported at the top, either would be back in every cold start.',
      severity: 'error',
      from: { path: '^(src|client)/', pathNot: [TEST, DECL] },
      to: { path: '^src/(features/enquiry/files/readers|platform/zod-parts)\\.ts$', dependencyTypesNot: [...TYPE_ONLY, 'dynamic-import'] },
    },
    {
      name: 'schemas-only-for-types',
      comment:
        "What is rendered or served imports a *.schema.ts for its types only: its schemas are content's rules, checked by the tests (src/platform/content/checked.ts), and would be built at the start of every cold worker.",
      severity: 'error',
      from: { path: '^(src|client)/', pathNot: [TEST, DECL, SCHEMA] },
      to: { path: SCHEMA, dependencyTypesNot: TYPE_ONLY },
    },
    {
      name: 'routes-only-from-app-root',
      comment:
        "A feature's routes.ts is imported only by the app (src/*.ts). Tests may import it to mount one feature alone (remove the TEST exemption to forbid that too).",
      severity: 'error',
      from: { pathNot: [APP_ROOT, TEST] },
      to: { path: '^src/features/[^/]+/routes\\.tsx?$' },
    },

    /* 5 ------------------------------------------------------------------------------------- */
    {
      name: 'platform-not-to-features',
      comment: 'src/platform is below the features: it imports nothing from src/features (tests beside platform code included).',
      severity: 'error',
      from: { path: '^src/platform/', pathNot: TEST },
      to: { path: '^src/features/' },
    },
    {
      name: 'client-not-to-features',
      comment: 'client/ loads islands by URL (build manifest), so nothing in client/ imports src/features.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^src/features/' },
    },

    /* 6 ------------------------------------------------------------------------------------- */
    {
      name: 'app-not-to-tests-or-scripts',
      comment: 'Nothing shipped (src/, client/) imports tests/ or scripts/. Tests beside the code (*.test.*) may use tests/support and scripts/.',
      severity: 'error',
      from: { path: '^(src|client)/', pathNot: TEST },
      to: { path: '^(tests|scripts)/' },
    },

    /* guard ----------------------------------------------------------------------------------- */
    // @build/ names the client's build output, which exists only once a build has run (and is
    // half-written while one runs): the lint must not depend on it, so it is not checked here.
    {
      name: 'aliases-must-resolve',
      comment:
        'An @platform/ @features/ @client/ import that does not resolve is invisible to every rule above. Keep compilerOptions.paths in tsconfig.json in step with the aliases in vite.config.ts.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^@(platform|features|client)/' },
    },

    /* rules of thumb: imports that run back up ------------------------------------------------ */
    {
      name: 'not-to-app-root',
      comment:
        'Runs back up: a feature or platform module imports the app (src/*.ts). The app composes features; features never see it. (client/ doing so is an error: browser-not-to-server.)',
      severity: 'warn',
      from: { path: '^src/(features|platform)/', pathNot: TEST },
      to: { path: APP_ROOT, pathNot: DECL },
    },
    {
      name: 'feature-not-to-own-index',
      comment:
        "Runs back up: a file inside a feature imports its own feature's index.ts (the public entry re-exports it, so this is a cycle waiting to happen). Import the sibling file directly.",
      severity: 'warn',
      from: { path: '^src/features/([^/]+)/', pathNot: ['^src/features/[^/]+/index\\.tsx?$', TEST] },
      to: { path: '^src/features/$1/index\\.tsx?$' },
    },
    {
      name: 'pure-not-to-island',
      comment: 'Runs back up: a model (.ts) imports an island (*.island.tsx). Islands sit on top; a server view may render one, a model may not.',
      severity: 'warn',
      from: { path: '^src/(features|platform)/.+\\.ts$', pathNot: [SERVER_FILE, TEST, DECL] },
      to: { path: ISLAND },
    },
    {
      name: 'part-not-to-island',
      comment:
        'Runs back up: a client part (a .tsx that is neither an island nor a server view) imports what an island module defines. The island composes its parts; move the shared piece into a part of its own. At most 5 such imports are tolerated (the lint script counts them).',
      severity: 'warn',
      from: { path: '^src/features/.+\\.tsx$', pathNot: [SERVER_FILE, ISLAND, TEST] },
      to: { path: ISLAND, dependencyTypesNot: [] },
    },
  ],

  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: GENERATED },
    // type-only imports are dependencies too (rule 1 counts them)
    tsPreCompilationDeps: true,
    // resolves @platform/*, @features/*, @client/*, @messages through compilerOptions.paths
    tsConfig: { fileName: 'tsconfig.json' },
    // workerd's modules are built-ins, not unresolvable packages
    builtInModules: { add: ['cloudflare:workers', 'cloudflare:sockets', 'cloudflare:email', 'cloudflare:test', 'cloudflare:workflows'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'workerd', 'worker', 'browser', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.d.mts', '.mjs', '.js', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    // only compute what the rules above need (faster)
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
