/**
 * The one script a CMS page includes. It is tiny on purpose: it reserves room for our tags, then
 * loads a widget's code only when its tag is on the page, with the shared runtime fetched in
 * parallel. Running it twice (the script included twice, with or without a query, or two
 * releases) is harmless: the first copy serves the page, the others stay idle.
 */
import { startEarlyContentReads } from './api/content/early-content';
import { RELEASE } from 'virtual:store-widgets/release';
import { afterHostPaint } from './core/element/after-host-paint';
import { claimPage } from './core/element/claim-page';
import { loadWidget, registerLazyWidgets, watchForWidgets } from './core/element/lazy-registry';
import { preloadChunksOfLoadingWidgets } from './core/element/preload-chunks';
import { reserveSpaceUnlessInlined } from './core/element/reserved-style';
import { WIDGET_IMPORTERS } from './widgets/registry';
import { installPageActions } from './page-actions-stub';
import type { StoreActions } from './page-actions';

export type { StoreActions };

// One copy per page (claim-page.ts): a second copy, of this release or another, stays idle and
// downloads nothing.
const claimed = claimPage({ version: RELEASE, url: import.meta.url });
if (claimed) {
  // The runtime (the core, with the API client and the shared UI in the same file:
  // vite.config.ts), fetched in parallel with the first widget's own code.
  registerLazyWidgets(WIDGET_IMPORTERS, () =>
    import('./core/core').then(({ getCore }) => getCore()),
  );
  // At once, not after the page's paint: the sooner the boxes are reserved, the less can move.
  reserveSpaceUnlessInlined();
  // What starts downloads waits for the page's own first paint, then runs a step per task
  // (after-host-paint.ts), and each request starts in a task of its own (nextTask says why).
  // First the widgets' imports (the first reads the page's language, which picks the copy of the
  // release's files all its imports ask for: not here, in the task that ends the page's parsing;
  // a widget its author made lazy waits: lazy-loading.ts); then the header's and footer's content, asked for before their code
  // has run: the code has further to come (download, compile, run) than the content, which their
  // first render needs; then every file those widgets need, hinted (from the chunk map the build
  // writes in). All these tasks are queued before the first file arrives, so none waits behind
  // its compiling.
  afterHostPaint([
    () => watchForWidgets(document),
    () => startEarlyContentReads(document),
    preloadChunksOfLoadingWidgets,
  ]);
}

/**
 * The page-level actions (src/page-actions.ts), also `window.storeWidgets`: a call made before
 * their code has loaded waits for it. An idle copy hands out the serving copy's.
 */
export const storeWidgets: StoreActions = claimed
  ? (window.storeWidgets = installPageActions())
  : (window.storeWidgets as StoreActions);

/** The element class for a tag (loading its code if needed), e.g. to register it under another name. */
export { loadWidget as loadElementClass };

/**
 * Registers one of our widgets under another tag name, for an integrator whose page already uses
 * ours. A constructor can only be defined once, so the new tag gets a subclass.
 */
export async function defineWidgetAs(newTag: string, widgetTag: string): Promise<void> {
  const Element = await loadWidget(widgetTag);
  if (!Element) throw new Error(`unknown widget <${widgetTag}>`);
  if (!customElements.get(newTag)) customElements.define(newTag, class extends Element {});
}
