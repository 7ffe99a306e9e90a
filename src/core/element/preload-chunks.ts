/**
 * modulepreload hints for every file the page's tags need, in one wave with the runtime, so nested
 * imports are not discovered one round trip at a time. Loader code.
 */
import { CHUNK_MAP } from 'virtual:store-widgets/chunk-map';
import { languageFolder } from '../i18n/language-folder';

/** Links already added, by URL (one copy of the loader runs on a page: claim-page.ts). */
const added = new Set<string>();

function hint(url: string): void {
  if (added.has(url)) return;
  added.add(url);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = url;
  document.head.append(link);
}

/** Hints the build's map: under "" the runtime's files (any of `tags` present), under a tag its own. */
export function preloadChunksFor(doc: Document, tags: readonly string[]): void {
  if (!CHUNK_MAP || !doc.querySelector(tags.join())) return;
  const [map, base] = CHUNK_MAP;
  for (const [tag, names] of Object.entries(map)) {
    // The page's language's copy of each file, the one its imports ask for.
    if (!tag || doc.querySelector(tag)) {
      for (const name of names) hint(`${base}${languageFolder()}${name}.js`);
    }
  }
}
