/**
 * The first copy of the loader to run on a page is the page's; any later copy does nothing (issue
 * 28): the script included twice (a content author's second tag, the same URL with a cache-busting
 * query) or another release's loader (two sites' snippets on one page). A later copy of another
 * release would otherwise still ask for its own chunks: about 60 kB that nothing runs. Each later
 * copy says so in the console, and by a `store-widgets-duplicate` event on the document, naming
 * the version and address in use and its own.
 *
 * Loader code: no React, no core.
 */
export interface LoaderCopy {
  version: string;
  url: string;
}

const KEY = Symbol.for('store-widgets.loader');

/** True for the page's first copy of the loader; false (having said so) for any later one. */
export function claimPage(own: LoaderCopy): boolean {
  const holder = globalThis as typeof globalThis & { [KEY]?: LoaderCopy };
  const active = holder[KEY];
  if (!active) {
    holder[KEY] = own;
    return true;
  }
  console[active.version === own.version ? 'info' : 'warn'](
    `[store-widgets] ${own.version} at ${own.url} not run: ${active.version} at ${active.url} is on the page`,
  );
  document.dispatchEvent(
    new CustomEvent('store-widgets-duplicate', { detail: { active, skipped: own } }),
  );
  return false;
}
