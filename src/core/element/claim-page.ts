/**
 * The first copy of the loader on a page serves it; a later one (the script twice, another
 * release) downloads nothing and says so: a console line and `store-widgets-duplicate`. Loader code.
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
