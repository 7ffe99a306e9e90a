// modulepreload hints in one wave, so nested imports are not found one round trip at a time.
// Loader code.
import { CHUNK_MAP } from 'virtual:store-widgets/chunk-map';
import { languageFolder } from '../i18n/language-folder';
import { nextTask } from './after-host-paint';
import { registryState } from './lazy-registry';

const added = new Set<string>();

function hint(url: string): void {
  if (added.has(url)) return;
  added.add(url);
  // Each hint in a task of its own, as each import (nextTask says why).
  void nextTask().then(() => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  });
}

/** A key `?{name}`: the page's storage holds `name` (the shopper's tokens: her session's code). */
function holds(name: string): boolean {
  try {
    return localStorage.getItem(name) !== null;
  } catch {
    return false;
  }
}

/**
 * The map has the runtime's files under "" (when any widget's code is loading), a tag's under it,
 * and what a page holding a stored item needs under `?{its key}`. For the widgets whose code the
 * page's scan asked for: not a lazy widget's (lazy-loading.ts), which waits for the shopper.
 */
export function preloadChunksOfLoadingWidgets(): void {
  const { loading } = registryState();
  if (!CHUNK_MAP || loading.size === 0) return;
  const [map, base] = CHUNK_MAP;
  for (const [tag, names] of Object.entries(map)) {
    // Each entry read in a task of its own too: the storage's first read waits on the browser.
    void nextTask().then(() => {
      if (!tag || (tag.startsWith('?') ? holds(tag.slice(1)) : loading.has(tag))) {
        // The page's language's copy, the one its imports ask for.
        for (const name of names) hint(`${base}${languageFolder()}${name}.js`);
      }
    });
  }
}
