// The first copy of the loader on a page serves it; a later one downloads nothing. Loader code.
import { registryState } from './lazy-registry';

export interface LoaderCopy {
  version: string;
  url: string;
}

export function claimPage(own: LoaderCopy): boolean {
  const active = (registryState().loader ??= own);
  if (active === own) return true;
  console.warn('[store-widgets] idle copy:', own, 'in use:', active);
  document.dispatchEvent(
    new CustomEvent('store-widgets-duplicate', { detail: { active, skipped: own } }),
  );
  return false;
}
