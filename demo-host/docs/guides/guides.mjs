/**
 * The integrator guides of /docs, one page each at `/docs/{slug}`: how to embed, install, use
 * from React, listen, configure, theme, recover and deploy. Written for someone who has only the
 * package or the CDN URL: no word of ours (spec sections, source paths, issue numbers; the e2e
 * test checks). The lists that must stay complete are made from their source each time: the
 * configuration keys (config-keys.mjs, tested against the widgets' own list), the theme tokens
 * (the widgets' shared sheet) and the events (the manifest).
 */
import { CONFIG_KEYS } from './config-keys.mjs';
import { h2, p, pre, table, ul } from './html.mjs';
import { TOKEN_DESCRIPTIONS } from './theme-tokens.mjs';

const SETUP = `<script type="application/json" id="store-widgets-config">
  { "platformKey": "YOUR-PLATFORM-KEY" }
</script>
<script type="module" src="https://YOUR-CDN/store-widgets/store-widgets.js"></script>`;

const cdn = () =>
  [
    p(
      "Add the configuration and the loader once per page, then place any tag anywhere in the page. The loader is small (about 3 kB compressed): it fetches a widget's code only when its tag is on the page, and reserves the widget's height first so nothing below it jumps.",
    ),
    pre(
      `${SETUP}\n\n<store-header></store-header>\n<store-add-to-cart product-code="0158241926"></store-add-to-cart>\n<store-footer></store-footer>`,
    ),
    h2('Where and how'),
    ul([
      'Put the configuration before the loader: the header and footer then ask for their content while their code downloads.',
      "Each widget lays out by the width it is given, not the window's: in a 390 px column of a desktop page it takes its phone layout. A block widget fills its column; in a flex row or a table cell give it a width (`flex: 1`, `width: 100%`).",
      'Including the loader twice is harmless: the first copy serves the page and the other stays idle (`store-widgets-duplicate` says so on `document`).',
      "Our tag name taken on your page? Register the class under another one: `await defineWidgetAs('acme-footer', 'store-footer')`, imported from the loader's URL. `loadElementClass(tag)` returns the class itself.",
      'Scripts that extend built-in prototypes or define AMD/CommonJS globals do not break the widgets, nor does a page stylesheet that resets everything: the widgets draw in their own shadow roots.',
    ]),
    p(
      'Every tag, with its attributes, events, CSS parts and custom properties, is in the widget reference (`/docs`).',
    ),
  ].join('');

const npm = () =>
  [
    p(
      'The package `@assessments/store-widgets` holds the same files as the CDN, with typings, the Custom Elements Manifest and an entry per tag. It has no dependencies: everything is bundled.',
    ),
    pre('npm install ./assessments-store-widgets-0.1.0.tgz'),
    table(
      'The package entries',
      ['Import', 'What it is'],
      [
        [
          '`@assessments/store-widgets`',
          "The loader, as on the CDN: every tag, each widget's code fetched when its tag appears; `loadElementClass(tag)`, `defineWidgetAs`.",
        ],
        [
          '`@assessments/store-widgets/{name}`',
          'One tag, `<store-{name}>` (e.g. `/quick-order`): importing it defines the tag; the default export is its class.',
        ],
        [
          '`@assessments/store-widgets/react`',
          'A React component per tag (`StoreAddToCart`, …) for React 18, and the React 19 JSX types for every tag.',
        ],
        [
          '`@assessments/store-widgets/custom-elements.json`',
          'The Custom Elements Manifest, for editors and tools.',
        ],
      ],
    ),
    pre(`import '@assessments/store-widgets/quick-order';
// or, to register it under another tag as well:
import QuickOrder from '@assessments/store-widgets/quick-order';
customElements.define('acme-quick-order', class extends QuickOrder {});`),
    h2('Configuring'),
    p(
      'As on a CMS page: the `store-widgets-config` JSON element, or `window.storeWidgetsConfig` set before the first import. Every key is in the configuration guide.',
    ),
    h2('What the loader does that a single entry does not'),
    ul([
      '`<store-header>` shows `<store-account-menu>` and `<store-mini-cart>`: import their entries too.',
      "The loader reserves each widget's height before its code runs; with an entry, give the tag a `min-height` (its `--store-{name}-reserved` value in the manifest) until it is `:defined`.",
      'The loader and bundled entries can share a page and share one core (one session, one cart), but the page then downloads the shared code twice: prefer one or the other.',
    ]),
    h2('Typings'),
    p(
      'With TypeScript (`"moduleResolution": "bundler"`), the entries\' classes, `HTMLElementTagNameMap` and the `store-*` events on `document` come with the imports: `document.querySelector(\'store-cart\')` is typed, and so is a `store-cart-updated` listener\'s `event.detail`.',
    ),
  ].join('');

const react = () =>
  [
    h2('React 19'),
    p(
      'React 19 supports custom elements: write the tags in JSX, and it sets what it knows as properties and the rest as attributes. For the types, add this once (or list the module in `compilerOptions.types`):',
    ),
    pre("import type {} from '@assessments/store-widgets/react';"),
    p(
      'Each tag then takes its attributes as in HTML and an event prop per event it fires. React 19 listens to the event named by exactly what follows `on`: the prop is `onstore-cart-updated`, never `onStoreCartUpdated` (that would wait for a `StoreCartUpdated` event).',
    ),
    pre(`import '@assessments/store-widgets/add-to-cart';

export function Product({ code }: { code: string }) {
  return (
    <store-add-to-cart
      product-code={code}
      onstore-cart-updated={(event) => console.log(event.detail.entries)}
    />
  );
}`),
    h2('React 18'),
    p(
      'React 18 passes every prop to a custom element as a string attribute and attaches no listener for custom events. Use the components of `@assessments/store-widgets/react` instead of the tags: one per tag (`StoreAddToCart` for `<store-add-to-cart>`, and so on), taking its properties as props (`productCode`, `quantity`), an `on…` prop per event it fires (`onStoreCartUpdated` for `store-cart-updated`, typed with the event), and a `ref` to the element itself. They work in React 19 too.',
    ),
    pre(`import { useRef } from 'react';
import { StoreAddToCart } from '@assessments/store-widgets/react';
import type { StoreAddToCartElement, StoreCartUpdatedEvent } from '@assessments/store-widgets';
import '@assessments/store-widgets/add-to-cart';

export function Product({ code }: { code: string }) {
  const ref = useRef<StoreAddToCartElement>(null);
  // Typed: each on… prop takes the event's own type.
  const events = {
    onStoreCartUpdated: (event: StoreCartUpdatedEvent) => console.log(event.detail.entries),
  };
  return <StoreAddToCart ref={ref} productCode={code} quantity="2" {...events} />;
}`),
    ul([
      "The components do not define the tags: import the tags' entries (as above), or keep the CDN loader on the page. With the loader, a component may render before its tag is defined: the values it gave are kept and the widget starts with them once its code arrives.",
      'Each component writes its properties as attributes when React creates the element, before it is on the page, so the widget starts with them, then sets them as properties.',
      "React is the package's only peer dependency, optional: it is needed by `@assessments/store-widgets/react` alone (once bundled, about 0.6 kB compressed for one component, 1.5 kB for all of them), which a page with the CDN loader never loads.",
    ]),
    p(
      'Every event also bubbles out to `document`, so one listener there hears all the widgets (see the events guide). Server-side rendering: render the tags as they are; the widgets start in the browser.',
    ),
  ].join('');

/** Every event of the manifest once: its detail type, the tags that fire it, what it means. */
function eventRows(elements) {
  const events = new Map();
  for (const element of elements) {
    for (const event of element.events) {
      const seen = events.get(event.name) ?? { ...event, tags: [] };
      seen.tags.push(element.tag);
      events.set(event.name, seen);
    }
  }
  return [...events.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((event) => [
      `\`${event.name}\``,
      `\`${event.type}\``,
      event.tags.length === elements.length
        ? 'every widget'
        : event.tags.map((tag) => `\`<${tag}>\``).join(', '),
      event.description,
    ]);
}

const events = ({ elements }) =>
  [
    p(
      "Every event is a `CustomEvent` that bubbles out of the widget's shadow root (`composed`), so a listener on `document` hears every widget on the page. Its data is in `event.detail`.",
    ),
    pre(`document.addEventListener('store-cart-updated', (event) => {
  const { tag, action, entries } = event.detail;
  analytics.track('cart', { tag, action, entries });
});`),
    p(
      "Each cart operation (an add, a quick order, a quantity change or removal, a restore, a reorder, a quote's order) also fires `store-cart-update-started` when it starts, before its request: `requested` is the change asked per line and `result` a promise of its outcome, `{ status: 'succeeded', entries }` or `{ status: 'failed', code, message }`, that never rejects. A failure fires `store-cart-error` with the same `code` and the `message` the widget shows. A page shows its own progress at once and rolls back on failure:",
    ),
    pre(`document.addEventListener('store-cart-update-started', async (event) => {
  const { requested, result } = event.detail;
  const asked = requested.reduce((sum, line) => sum + line.quantity, 0);
  badge.count += asked;
  const outcome = await result;
  badge.count -= asked;
  if (outcome.status === 'succeeded') {
    badge.count += outcome.entries.reduce((sum, entry) => sum + entry.quantityAdded, 0);
  } else {
    banner.textContent = outcome.message;
  }
});`),
    table('Every event', ['Event', 'Detail', 'Fired by', 'When'], eventRows(elements)),
    p(
      '`store-widgets-duplicate` (`{ active, skipped }`, each `{ version, url }`) is sent on `document` when a second copy of the loader runs on the page.',
    ),
  ].join('');

const configuration = () =>
  [
    p(
      'One JSON object per page, in a `<script type="application/json" id="store-widgets-config">` element (or `window.storeWidgetsConfig`, set before the loader runs). Every key is optional except `platformKey`. A missing or invalid value is reported in the console by its key\'s name, and that key alone falls back to its default: the widgets keep working.',
    ),
    pre(`<script type="application/json" id="store-widgets-config">
  {
    "platformKey": "YOUR-PLATFORM-KEY",
    "apiBase": "https://api.example.com",
    "loginMode": "redirect",
    "requestTimeoutMs": 15000
  }
</script>`),
    table(
      'Every configuration key',
      ['Key', 'Default', 'Meaning'],
      CONFIG_KEYS.map(([key, fallback, meaning]) => [`\`${key}\``, fallback, meaning]),
    ),
  ].join('');

const theming = ({ tokens }) =>
  [
    p(
      "The widgets draw inside shadow roots: your page's CSS does not reach them, and a reset such as `* { all: unset }` does not break them. Theme them with these custom properties, set on the tags or any ancestor (custom properties inherit into shadow roots):",
    ),
    pre(`store-header,
store-footer,
store-quick-order {
  --store-color-brand: #6b1d5c;
  --store-radius: 2px;
  --store-font-family: 'Source Sans 3', sans-serif;
}`),
    table(
      'Every theme token',
      ['Token', 'Default', 'What it styles'],
      tokens.map((token) => [
        `\`${token.name}\``,
        `\`${token.default}\``,
        TOKEN_DESCRIPTIONS[token.name] ?? '',
      ]),
    ),
    h2('Beyond the tokens'),
    ul([
      "CSS parts: each tag names the parts you may style with `::part()` (e.g. `store-header::part(base)`); every tag's list is in the widget reference.",
      "Reserved heights: `--store-{name}-reserved` is the height a widget keeps before its code runs; override it on the tag if your page's layout needs another.",
      "Width: a widget lays out by its own width (container queries), never the window's.",
    ]),
  ].join('');

const failures = () =>
  [
    h2("A widget's code fails to load"),
    p(
      "A file that fails (a connection reset, an edge's 502) is asked for again after 1 s and then 3 s more, from a new URL (`?retry=N`): your CDN must serve a file whatever its query string. If it still fails, the widget's box shows a short notice in the page's language with a Try again button, and `store-widget-failed` fires with `reason: \"load\"`. The page's other widgets are untouched.",
      'A part that loads when reached (a dialog, the sign-in form, a checkout step) says so in its place with Try again, and what the shopper chose or typed around it stays.',
    ),
    h2('A widget fails while rendering'),
    p(
      'It shows the same short notice instead of itself, and `store-widget-failed` fires with `reason: "render"`; the page keeps working.',
    ),
    h2('A backend call fails'),
    ul([
      'Every content and commerce request gives up after `requestTimeoutMs` (10 s by default).',
      'What a shopper sees is a message in their language, with a way to try again where trying again can help; nothing they typed is lost.',
      'Actions that change something (an add to cart, placing an order, a payment) carry an idempotency key, so a retry after a lost answer never does the work twice.',
      'A session that ends (signed out elsewhere, idle, expired) signs the shopper out in every tab and fires `store-signed-out` with its reason.',
    ]),
    h2('A configuration mistake'),
    p(
      'A missing or invalid key is reported in the console by name and falls back to its default. In the CMS editor (`authorMode` or `?wcmmode=edit`), each widget also says on itself which attribute is missing or invalid.',
    ),
  ].join('');

const releases = () =>
  [
    p('The files are laid out so that releases live side by side and never mix:'),
    pre(`store-widgets/
  store-widgets.js                           the loader: the one URL pages name, the same in every release
  releases/0.1.0_3f2a9c1d/runtime.js         every other file, under its build's folder: the release
  releases/0.1.0_3f2a9c1d/header.element.js  and a hash of what the build was made from
  releases/0.2.0_8e41b07a/…                  the next release, beside it`),
    p(
      'Every file of a release is imported only by files of the same release, by relative URLs: a page whose loader is a day old still gets a consistent set.',
    ),
    table(
      'Response headers',
      ['Path', 'Cache-Control'],
      [
        ['`releases/**`', '`public, max-age=31536000, immutable`'],
        [
          '`store-widgets.js` and anything else',
          '`public, max-age=300, stale-while-revalidate=86400`',
        ],
      ],
    ),
    p(
      'On every file: `Access-Control-Allow-Origin: *` (the loader is a module script, fetched in CORS mode), `Timing-Allow-Origin: *`, `X-Content-Type-Options: nosniff`, and compression (brotli or gzip). Keep the first line of each script (a compile hint) if your CDN rewrites scripts.',
    ),
    h2('Deploying'),
    ul([
      "Upload the new release's `releases/{version}/` folder first (new URLs: no page asks for them yet).",
      "Then replace `store-widgets.js` (and purge it from the CDN's cache if it holds it longer than its headers say).",
      "Never upload a release's folder again with other content: its files are cached for a year.",
      "Keep every release's folder at least 7 days after the release that replaced it: open tabs keep loading their release's lazy files.",
      "To roll back, deploy the older release's loader (its folder is still there).",
    ]),
    p(
      "The npm package's own files (`package.json`, `README.md`, `types/`, `tags/`) are never requested by a page: a CDN may leave them out.",
    ),
  ].join('');

/** slug → { title, summary (one line for the index), body(context) }. */
export const GUIDES = [
  {
    slug: 'cdn',
    title: 'Embedding from the CDN',
    summary: 'The page setup, where tags go, and a tag name of your own.',
    body: cdn,
  },
  {
    slug: 'npm',
    title: 'The npm package',
    summary: 'Installing, the entries, configuring a bundled widget, typings.',
    body: npm,
  },
  {
    slug: 'react',
    title: 'React 19 and React 18',
    summary: 'The tags in JSX, typed event props, and React 18 with a component per tag.',
    body: react,
  },
  {
    slug: 'events',
    title: 'Events',
    summary: 'Every event the widgets send, its data, and who sends it.',
    body: events,
  },
  {
    slug: 'configuration',
    title: 'Configuration',
    summary: 'Every configuration key, its default and meaning.',
    body: configuration,
  },
  {
    slug: 'theming',
    title: 'Theming',
    summary: 'Every theme token, CSS parts and reserved heights.',
    body: theming,
  },
  {
    slug: 'failures',
    title: 'Failures and retries',
    summary: 'What the shopper and your page get when code, a backend or a setting fails.',
    body: failures,
  },
  {
    slug: 'releases',
    title: 'The release layout',
    summary: 'The files on the CDN, their headers, deploying and rolling back.',
    body: releases,
  },
];
