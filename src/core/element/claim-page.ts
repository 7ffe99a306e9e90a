/**
 * The first copy of the loader to run on a page is the page's; any later copy does nothing (issue
 * 28): the script included twice (a content author's second tag, the same URL with a cache-busting
 * query) or another release's loader (two sites' snippets on one page). A later copy of another
 * release would otherwise still ask for its own chunks: about 60 kB that nothing runs. Each later
 * copy says so in the console, and by a `store-widgets-duplicate` event on the document, naming
 * the release and address in use (`active`) and its own (`skipped`).
 *
 * Loader code: no React, no core.
 */
import { registryState } from './lazy-registry';

export interface LoaderCopy {
  version: string;
  url: string;
}

/** True for the page's first copy of the loader; false (having said so) for any later one. */
export function claimPage(own: LoaderCopy): boolean {
  const active = (registryState().loader ??= own);
  if (active === own) return true;
  console.warn('[store-widgets] idle copy:', own, 'in use:', active);
  document.dispatchEvent(
    new CustomEvent('store-widgets-duplicate', { detail: { active, skipped: own } }),
  );
  return false;
}
