import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { catalogsByLanguage } from './scripts/build/catalogs-by-language.mjs';
import { compactLoaderImporters } from './scripts/build/compact-importers.mjs';
import { checkChunkImports } from './scripts/checks/chunk-imports-check.mjs';
import { compileHintBanner } from './scripts/build/compile-hints.mjs';
import { tagEntries, tagEntryInputs } from './scripts/build/package/tag-entries.mjs';
import { widgetImporters } from './scripts/build/widget-files.mjs';
import { reservedSpaceModule } from './scripts/build/widget-facts.mjs';
import { pollutionProofBuild } from './scripts/build/pollution-proof-build.mjs';
import { hoistTransitiveImports } from './scripts/build/hoist-transitive-imports.mjs';
import { preloadMap } from './scripts/build/preload-map.mjs';
import { releaseBoundChunks, releaseDir } from './scripts/build/release.mjs';
import { reservedSpaceCss } from './scripts/build/reserved-space-css.mjs';
import { valibotByFile } from './scripts/build/valibot-by-file.mjs';
import { distOfRuntime, storeRuntime } from './scripts/build/runtime.mjs';

/**
 * Production build: one entry (`store-widgets.js`, the loader), one shared runtime chunk (Preact,
 * r2wc, the query cache, valtio, the valibot functions its schemas use and our core), and a chunk
 * per widget that the loader imports when its tag is on a page.
 *
 * Library mode, because an app build wraps every dynamic import in Vite's preload helper (an extra
 * chunk the loader would wait for, adding <link> tags to the host page's head). Library mode does
 * not replace NODE_ENV (React would ship its development build) nor minify ES output: both are set
 * explicitly below.
 */
const RUNTIME_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|preact|@r2wc|valtio|proxy-compare)[\\/]|src[\\/]core[\\/]|scripts[\\/]build[\\/]preact-compat\.mjs$/;
// The loader's own pieces stay out of the runtime chunk, so the loader never waits for it: the
// registry, the check for the page's reserved-space style, the claim on the page (one copy of the
// loader runs), the wait for the page's first paint and the retry of a failed file; the
// modulepreload hints and the header's and footer's early content reads, with what builds their
// URLs (the configuration as written, the page's locale, the content files) and hands them over
// (issue 14).
const LOADER_MODULES = new RegExp(
  [
    /src[\\/]core[\\/]element[\\/](lazy-registry|lazy-loading|reserved-style|preload-chunks|claim-page|import-again|after-host-paint)\.ts$/,
    /src[\\/]core[\\/](early-reads|platform[\\/]shared-instance|i18n[\\/]language-folder)\.ts$/,
    /src[\\/]core[\\/]config[\\/](raw-config|author-mode)\.ts$/,
    /src[\\/]core[\\/]locale[\\/](resolve-locale|raw-page-locale)\.ts$/,
    /src[\\/]api[\\/]content[\\/](early-content|content-files)\.ts$/,
    /src[\\/]api[\\/]http[\\/]json-accept\.ts$/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
);
// API modules and widget UI several widgets share (in the runtime chunk, but for what follows).
const SHARED_MODULES = /src[\\/](api|ui)[\\/]|src[\\/]core[\\/]url[\\/]/;
// The runtime chunk is fetched on every page (the header's mini-cart reads the cart there). What only
// some pages need is left to Rolldown's own splitting (a chunk per set of importers, fetched only
// where needed): every rule of src/rules with its texts in four languages; the cart's entry and
// totals display, the promotion codes form, analytics, the re-read of the cart before a checkout
// choice, an order or a quote counts; the sign-in merge dialog (loaded when a
// merge can happen); the embedded sign-in form with its texts (loaded when the shopper goes for
// "Sign in"); the checkout's requests and shared forms (the address form, the accounts, the
// checkout state); the hosted card fields with their protocol (the payment step's and the payment
// cards page's), the saved cards' requests (the payment cards page's); and the Need
// Help dialog with its texts (loaded when the shopper opens it; its button stays shared); the
// quotes' requests and shared pieces (the create quote dialogs' and the quote pages'; left in the
// shared chunk, the quotes' schemas imported the checkout's chunk, which imported the shared chunk:
// a cycle that left a schema undefined when the chunks ran); the online training dialog (its
// rules with the phone metadata loaded apart) and its details summary (cart and checkout); and the account page shell
// (the account pages', never every page's; the account pages' list and names stay shared: the
// account menu on every page reads them) with its pager and delete confirmation; the invoice
// pages' requests and the file download.
// checkChunkImports below fails the build if the runtime chunk ever imports a widget's chunk
// again (which is what a module left here and used by one widget did).
// The cart's reads with OCC's cart schemas and their converter (read-cart.ts), one file: loaded
// when there is a cart to read, never by a visitor's page without one.
const CART_READ_MODULES =
  /src[\\/]api[\\/](cart[\\/](read-cart|cart-request|cart-converter|cart\.schema|occ-cart\.schema|training-details\.schema)|products[\\/](product\.schema|occ-product-ref\.schema|product-ref-converter))\.ts$/;
// The account pages' frame: their gate, their list, their flags; one file, as every account page
// loads all of it (the account menu's panel, loaded when opened, the list too), and not the
// runtime, which every other page loads. The pages' names are a file of their own: only the
// overview and the account menu's panel show them (left to Rolldown, they land in the runtime).
// The way a page loads its own code (use-page-code) stays apart: the invoice pages use the frame
// without it.
const ACCOUNT_PAGE_NAMES = /src[\\/]ui[\\/]account-page[\\/]account-pages\.messages\.ts$/;
const ACCOUNT_PAGE_MODULES =
  /src[\\/]ui[\\/]account-page[\\/](account-pages?|account-page\.messages|use-account-page-gate|use-account-flags)\.(tsx?|css)/;

const SPLIT_BY_IMPORTER_MODULES = new RegExp(
  [
    /src[\\/]rules[\\/]/,
    /src[\\/]api[\\/]cart[\\/]cart-merge-steps\.ts$/,
    // The cart's writes and the product lookup: the cart's, quick order's, add to cart's and saved
    // carts' own, never the header's or footer's (issue 14: 1 kB gzip off every page).
    /src[\\/]api[\\/]cart[\\/](cart-mutations|uncertain-changes|partial-add-undo)\.ts$/,
    // The cart's reads with OCC's cart schemas and their converter (CART_READ_MODULES).
    CART_READ_MODULES,
    /src[\\/]api[\\/]products[\\/](get-product|product-converter|occ-product\.schema)\.ts$/,
    // The retry bookkeeping of what creates orders, quotes and carts: those widgets' own.
    /src[\\/]api[\\/]http[\\/]attempts-in-doubt\.ts$/,
    // The support sign-in's customer search and emulation calls (SAP's assisted service), not every
    // page's session.
    /src[\\/]api[\\/]support[\\/](customer-search|customer-search-converter|occ-customer-search\.schema|assisted-service)\.ts$/,
    // The commerce API's client: pages that call it (a cart to read, a session, a widget's own
    // calls) load it; a visitor's page without a cart calls only the CMS. What the session installs
    // in it (its token, its step-up) is commerce-auth.ts, in the runtime.
    /src[\\/]api[\\/]http[\\/]commerce-client\.ts$/,
    // OCC's unknown id read as not found: the order read's (a cart's product is another file).
    /src[\\/]api[\\/]http[\\/]unknown-identifier\.ts$/,
    /src[\\/]ui[\\/]cart[\\/](add-lines|add-lines\.messages|cart-entry-summary|cart-totals|totals-list|cart-display\.messages|cart-analytics|cart-merge-dialog|cart-merge|cart-merge-state|cart-merge\.messages|promotion-codes|promotion-codes\.messages|voucher-failure|lazy-voucher-failure|lazy-cart-analytics|delivery-tax-rows|cart-now|stock-notice|platform-restriction)\.tsx?$/,
    // The cart writers' action with its operation events: never the header's or footer's.
    /src[\\/]ui[\\/]cart[\\/](use-cart-action|cart-operation)\.ts$/,
    // The saved carts' reads: their pages' and the cart's (cart-sync refreshes them by their key).
    /src[\\/]api[\\/]cart[\\/]saved-carts\.ts$/,
    // The retry-safe action of the widgets that write (the cart's, the account pages').
    /src[\\/]ui[\\/]actions[\\/]use-retry-safe-action\.ts$/,
    /(cart-merge|promotion-codes)\.css/,
    /src[\\/]ui[\\/]sign-in[\\/](sign-in-dialog|tree-field|field-problems|sign-in\.messages|policy\.messages|sign-in-button)\.(tsx?|css)/,
    /src[\\/]ui[\\/](forms|order|payment|checkout)[\\/]/,
    // The orders' query keys stay shared: cart-sync (every page) refreshes the order history.
    /src[\\/]api[\\/](accounts|addresses|checkout|orders|payment|payment-cards|quotes|preferences|invoices|qualifications)[\\/](?!orders-key\.ts$)/,
    // The invoice pages' and the quote page's file downloads; the quick order's press guard.
    /src[\\/]ui[\\/](use-file-download|use-press-through-shift)\.ts$/,
    // The wait for the shopper's first input before fetching a part: the pages that use it.
    /src[\\/]ui[\\/]lazy[\\/]use-prefetch-on-input\.ts$/,
    // The account lists' pager (order history, invoices), and their delete confirmation.
    /src[\\/]ui[\\/](list-pager|confirm-delete-dialog)\.tsx$/,
    // The modal dialog with its tab trap: every dialog is a part loaded when it opens (the
    // header's country notice and the idle warning too), so none is on a page's first render;
    // the way to load one on its first opening goes with the widgets that use it.
    /src[\\/]ui[\\/]dialog[\\/](modal-dialog\.tsx|keep-tab-inside\.ts|lazy-modal-dialog\.tsx)$/,
    /src[\\/]ui[\\/]quotes[\\/]/,
    ACCOUNT_PAGE_MODULES,
    ACCOUNT_PAGE_NAMES,
    /src[\\/]ui[\\/]account-page[\\/]use-page-code\.ts$/,
    /src[\\/]api[\\/]content[\\/]get-checkout-text\.ts$/,
    /src[\\/]ui[\\/]need-help[\\/](need-help-dialog\.tsx|need-help\.messages\.ts|need-help\.css)/,
    /src[\\/]ui[\\/]training[\\/]/,
    // Product thumbnails (the image-capability flag): the cart's, quick order's and the mini-cart
    // panel's (lazy), never every page's.
    /src[\\/]ui[\\/]product[\\/]/,
    /src[\\/]api[\\/]products[\\/]product-image\.ts$/,
  ]
    .map((part) => part.source)
    .join('|'),
);
const CART_WRITE_MODULES =
  /src[\\/](api[\\/]cart[\\/](cart-mutations|uncertain-changes)|rules[\\/]cart[\\/](isbn|quantity-check)|ui[\\/]cart[\\/](stock-notice|platform-restriction|lazy-cart-analytics))\.ts$/;
// The profile page's identity calls (src/auth/profile) are that page's own, not the session's; the
// sign-in tree's steps and the identity policies' texts are the sign-in, step-up and password
// forms' (all lazy): every page's session code was 1.4 kB gzip heavier with them (issue 14). The
// sign-out's steps (with the logout redirect and the agent's session end), the URL's
// notifications and the regional switch's rules (the four sites with a partner site's) are chunks
// of their own, loaded when used, not on every signed-in page. So are the silent authorization's
// frame and the spec's identity messages, which only the identity SDK's code uses.
const SESSION_MODULES =
  /src[\\/]auth[\\/](?!identity[\\/](forgerock|forgerock-webauthn|forgerock-oauth|identity-code|token-code|oauth-sdk|sdk|sdk-options|acquire-tokens|authorize-by-fetch|authorize-by-frame|identity-errors|pkce|policy-messages)\.ts$|session[\\/](sign-in-tree|sign-out|regional-redirect|step-up-flow|activity-reactions)\.ts$|activity[\\/](customer-check|idle-monitor|token-refresh-check)\.ts$|profile[\\/]|notifications[\\/]|logout[\\/]|support[\\/]emulation-session\.ts$)/;
// The current customer's read: the signed-in session's keep-alive check and the regional
// switch's, never a visitor's page; and the shopper's own read (her names, the session's and the
// profile page's), which no visitor's page needs.
const SESSION_API_MODULES =
  /src[\\/]api[\\/](customer[\\/]get-current-customer|users[\\/](get-user|user-converter|occ-user\.schema))\.ts$/;
// Issue 31: the session's code is a chunk of its own, loaded right after the first paint by a page
// with a session to check and by an anonymous visitor's page only when the shopper signs in (or
// another tab does). What decides it, with the keys it reads, stays in the runtime.
const SESSION_ON_DEMAND_MODULES =
  /src[\\/]auth[\\/](session-constants[\\/]session-constants\.ts$|session[\\/](session-on-demand|session-to-check|session-code)\.ts$)/;
// The customer service rule (the session and the API modules both import it) and the money
// formatter the cart's converter writes derived amounts with (the mini-cart reads the cart on
// every page), with the cached Intl formatters it and every date shown use: a file of their own
// would be one more request on every page.
const EVERY_PAGE_RULES =
  /src[\\/]rules[\\/](support[\\/]assisted-service|money[\\/]price-format|format[\\/]intl-formats)\.ts$/;
const WIDGET_ONLY_MODULES =
  /src[\\/]core[\\/](url[\\/]|flags[\\/](flag-client|flag-context|geolocation)\.ts$)/;
// Issue 13: the author mode's preview and the pseudo-locale's transform are chunks of their own,
// loaded only on a page edited in the CMS or shown in en-xa: a shopper's runtime stays as it was.
// So is the customer service banner (issue 12), loaded only while an agent acts for a customer,
// and the notice of a widget whose code failed to load (issue 28), loaded only then; and the
// widgets' reserved boxes, loaded by a page without their inline style (reserved-style.ts).
const LAZY_CORE_MODULES =
  /src[\\/]core[\\/](author[\\/]|element[\\/](reserve-space\.ts$|(emulation|load-failure)[\\/])|i18n[\\/]pseudo-locale\.ts$)/;

/**
 * The runtime chunk (issue 14): the renderer and the libraries, the core; the API modules and the
 * widget UI several widgets share. Every page loads both (the loader's warm-up imports them for
 * any tag), so they are one file: apart they cost every page one more request started on its main
 * thread, and compressed worse. The session's code was in it too until issue 31 (its own chunk,
 * loaded only where there is a session to check or when the shopper signs in).
 */
const isCoreRuntimeModule = (id: string) =>
  RUNTIME_MODULES.test(id) &&
  !LOADER_MODULES.test(id) &&
  !WIDGET_ONLY_MODULES.test(id) &&
  !LAZY_CORE_MODULES.test(id);
// The popover portal pulls in floating-ui: it stays with the lazy menus that use it.
const isSharedModule = (id: string) =>
  SHARED_MODULES.test(id) &&
  !SESSION_API_MODULES.test(id) &&
  !LOADER_MODULES.test(id) &&
  !/widget-portal\.tsx$/.test(id) &&
  !SPLIT_BY_IMPORTER_MODULES.test(id);
const isRuntimeModule = (id: string) =>
  isCoreRuntimeModule(id) ||
  isSharedModule(id) ||
  SESSION_ON_DEMAND_MODULES.test(id) ||
  EVERY_PAGE_RULES.test(id);
// valibot's functions go with the schemas that use them: the runtime holds those its own modules
// use, the rest go with the chunks whose schemas need them (the plugin's file says how).
const valibotParts = valibotByFile({ isRuntimeModule });
// The identity SDK's library and our wrapper of it are left to Rolldown, files of their own: its
// trees (identity-code.ts: a sign-in, a step-up, a password change), its OAuth client with the
// token acquisition (token-code.ts: getting, renewing and revoking tokens) and its security-key
// part (forgerock-webauthn.ts), each loaded when needed, never by a page whose stored tokens are
// fresh; what they all import is one file (IDENTITY_CONFIG_MODULES). What else they import (the
// runtime, the session's code) is on the page before they are asked for, so a failed load is
// asked for again from a new URL as any file is (src/core/element/import-again.ts); as dynamic
// imports' own files they keep their export names, which such a retry needs.
// The SDK's configuration with the helpers its parts share (its URLs, request middleware, logger).
const IDENTITY_CONFIG_MODULES =
  /src[\\/]auth[\\/]identity[\\/]sdk-options\.ts$|@forgerock[\\/]javascript-sdk[\\/]dist[\\/]((config|shared)[\\/]|util[\\/](url|middleware|realm|timeout|logger)\.js$)/;

const isSessionModule = (id: string) =>
  (SESSION_MODULES.test(id) && !SESSION_ON_DEMAND_MODULES.test(id)) || SESSION_API_MODULES.test(id);

const UNIT_FILES = ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'];

/**
 * Unit test files that mock modules, stub globals, fake timers or pick another environment. Read
 * only when Vitest loads this config, never for a build or the dev server.
 */
const ISOLATED_UNIT_FILES = (process.env.VITEST ? ['tests/unit', 'src'] : [])
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => `${dir}/${name}`),
  )
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) =>
    /vi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|resetModules)\b|@vitest-environment/.test(
      readFileSync(file, 'utf8'),
    ),
  );

/**
 * `vite build --mode tags` (run by scripts/build/package/build.mjs): the npm package's per-tag entries,
 * `dist/tags/{name}.js`, each defining one tag, with chunks of their own. A build of their own, so
 * the CDN's files stay byte for byte what they are (see scripts/build/package/tag-entries.mjs).
 */
const TAGS_MODE = 'tags';

/**
 * Issue 14: production builds render the React source with Preact through `preact/compat` (its
 * runtime chunk is a third of React's); `STORE_RUNTIME=react vite build` builds React itself into
 * dist-react/ (scripts/build/runtime.mjs). Only builds swap the renderer: the dev server (Fast Refresh,
 * React's development warnings), the unit tests and Storybook (.storybook/main.ts) render with
 * React. The source stays React only: nothing under src/ imports Preact (ESLint).
 */
const RUNTIME = storeRuntime();
// `react` and `react-dom` are preact/compat with React's effect timing (the file says why).
const PREACT_COMPAT = fileURLToPath(new URL('./scripts/build/preact-compat.mjs', import.meta.url));
const PREACT_ALIASES = [
  { find: /^react$/, replacement: PREACT_COMPAT },
  { find: /^react-dom$/, replacement: PREACT_COMPAT },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
const DIST = distOfRuntime(RUNTIME);

export default defineConfig(({ command, mode }) => ({
  // The widgets must survive a page that pollutes Object.prototype (see the plugin's file).
  plugins: [
    ...valibotParts.plugins,
    react(),
    widgetImporters(),
    reservedSpaceModule(),
    pollutionProofBuild(),
    checkChunkImports(),
    tagEntries(),
    releaseBoundChunks(),
    // Issue 31: a chunk's imports' imports go out with it, not a round trip later.
    hoistTransitiveImports(),
    // Issue 31: a page gets its own language's texts only (the file says how).
    catalogsByLanguage(),
    // After its imports go through the language folder (catalogsByLanguage): the CDN loader's.
    compactLoaderImporters(),
    // After the package's copy of the loader is taken (catalogsByLanguage): only the CDN's has it.
    preloadMap(),
    reservedSpaceCss({ skip: mode === TAGS_MODE }),
  ],
  define: mode === 'test' ? {} : { 'process.env.NODE_ENV': JSON.stringify('production') },
  ...(command === 'build' && mode !== 'test' && RUNTIME === 'preact'
    ? { resolve: { alias: PREACT_ALIASES } }
    : {}),
  // There is no index.html for Vite to scan, so name the sources: every dependency (including the
  // lazily imported SDKs) is pre-bundled at start instead of being discovered mid-page, which
  // makes the dev server re-optimise and fail the imports already in flight.
  optimizeDeps: {
    entries: [
      'src/**/*.{ts,tsx}',
      '!src/mocks/**',
      '!src/testing/**',
      '!src/**/*.test.{ts,tsx}',
      '!src/**/*.stories.tsx',
    ],
  },
  build: {
    outDir: mode === TAGS_MODE ? `${DIST}/tags` : DIST,
    target: 'es2022',
    // The CDN's files keep their maps; the package's per-tag entries (npm only) ship none.
    sourcemap: mode !== TAGS_MODE,
    minify: true,
    lib: {
      entry: mode === TAGS_MODE ? tagEntryInputs() : { 'store-widgets': 'src/loader.ts' },
      formats: ['es'],
    },
    rolldownOptions: {
      // The loader's exports stay exact; 'strict' would forbid the runtime group's precise split.
      // The package's per-tag entries export their class alone, never a chunk's minified names
      // (which another entry's code imported from them): an integrator sees only public names.
      preserveEntrySignatures: mode === TAGS_MODE ? 'strict' : 'allow-extension',
      // No warning when JavaScript plugins take most of the build: it names the pollution-proof
      // transform (every module, a few seconds by design) whenever a loaded machine slows the
      // callbacks, so some passing builds warned and others did not, with nothing to act on.
      // Profile the build with `node --cpu-prof` to see what its plugins cost.
      checks: { bundlerTimings: false },
      output: {
        // Vite keeps library ES output readable; what we ship to browsers is minified.
        minify: true,
        // Pure annotations only help a downstream bundler; nobody re-bundles our output. Licences stay.
        comments: { legal: true, annotation: false, jsdoc: false },
        // V8 compiles the code that runs on load while it streams in (scripts/build/compile-hints.mjs).
        postBanner: compileHintBanner,
        entryFileNames: '[name].js',
        // Every file but the loader under its build's folder, by name alone: the folder is the
        // release and its build's hash (scripts/build/release.mjs, read here when a build names its
        // chunks). The npm package's per-tag entries keep theirs, hashed, in tags/chunks/.
        chunkFileNames: () =>
          mode === TAGS_MODE ? 'chunks/[name]-[hash].js' : `${releaseDir()}/[name].js`,
        codeSplitting: {
          // A group takes only the modules it names: the loader's registry must not drag it in.
          // The package's per-tag entries have no registry, and their exact signatures need it.
          includeDependenciesRecursively: mode === TAGS_MODE,
          groups: [
            {
              // What every page's widgets load (the loader's warm-up imports the core, the shared
              // API modules and the session's start for any tag), as one file.
              name: 'runtime',
              test: (id: string) => isRuntimeModule(id) || valibotParts.inRuntime(id),
              priority: 10,
            },
            {
              // The cart's writes with what every writer loads beside them (the ISBN rule, the
              // quantity check, the retry bookkeeping): one request for what is used together. The
              // cart's analytics come when their first push is due (lazy-cart-analytics.ts).
              name: 'cart-writes',
              test: (id: string) => CART_WRITE_MODULES.test(id),
              priority: 8,
            },
            {
              name: 'account-page',
              test: (id: string) => ACCOUNT_PAGE_MODULES.test(id),
              priority: 8,
            },
            {
              name: 'account-page-names',
              test: (id: string) => ACCOUNT_PAGE_NAMES.test(id),
              priority: 8,
            },
            {
              name: 'cart-reads',
              test: (id: string) => CART_READ_MODULES.test(id),
              priority: 8,
            },
            {
              // The session's code (issue 31), one file: src/auth/session/session-on-demand.ts.
              name: 'session',
              test: isSessionModule,
              priority: 9,
            },
            {
              // What the identity SDK's trees and its token code both import, whichever comes
              // first: one file, not one per pair of importers.
              name: 'identity-config',
              test: (id: string) => IDENTITY_CONFIG_MODULES.test(id),
              priority: 8,
            },
            {
              // react-hook-form with its resolver, named so a test can see which pages load it:
              // only the dialogs with field arrays (src/ui/forms/use-simple-form.ts says why).
              name: 'form-library',
              test: (id: string) => /node_modules[\\/](react-hook-form|@hookform)[\\/]/.test(id),
              priority: 5,
            },
            {
              // The phone rules' metadata (libphonenumber-js "min", src/rules/phone): a chunk of
              // its own, fetched with the training details' rules, which the training dialog loads
              // when the shopper starts on its form (src/ui/training/training-rules.ts).
              name: 'phone-metadata',
              test: (id: string) => /node_modules[\\/]libphonenumber-js[\\/]/.test(id),
              priority: 5,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'node',
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
    // A passing run prints its summary alone: the default reporter's list of every file and of
    // every test slower than 300 ms (250 to 500 lines, more on a loaded machine) goes. Failures
    // print in full as before. Every test's console output still shows, passing or not (the
    // minimal reporter's own default hides a passing test's): an unexpected console.error must
    // be seen. `npx vitest run --reporter=default` lists the files again.
    reporters: [['minimal', { silent: false }]],
    // Every core: Vitest's default leaves one free, i.e. one worker on CI's 2-core machine, which
    // doubled the unit run (204 s against 120 s, `time npx vitest run`).
    maxWorkers: availableParallelism(),
    projects: [
      // Files that replace modules, globals or timers, or run in another environment, each get a
      // fresh module graph; the others share one per worker, which spares re-importing the fake
      // backend for every file (its setup was most of the run). The backend and the shared core
      // are reset after every test (src/testing/setup.ts).
      { extends: true, test: { name: 'isolated', include: ISOLATED_UNIT_FILES } },
      {
        extends: true,
        test: {
          name: 'shared',
          include: UNIT_FILES,
          exclude: ISOLATED_UNIT_FILES,
          isolate: false,
        },
      },
    ],
  },
}));
