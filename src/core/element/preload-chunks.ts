/**
 * modulepreload hints for every file the page's tags need (issue 14): the build writes into the
 * loader each of its dynamic imports' files (scripts/build/preload-map.mjs), and the hints
 * go out at once, in one wave with the runtime: the runtime's own imports (Rolldown's helpers,
 * otherwise asked for only once the runtime has arrived), and the account menu's and mini-cart's
 * chunks that the header renders (otherwise asked for only once the header has rendered). A hint
 * downloads a chunk without running it, and its import then makes no second request (a plain
 * fetch into the HTTP cache would: the browser counts both).
 *
 * The hints are <link> elements in the page's head, added while the loader runs, before the page
 * has loaded; nothing else of ours goes there (styles are adopted sheets).
 *
 * Loader code: no React, no core.
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

/**
 * Hints the files of the build's map (written into the loader by scripts/build/preload-map.mjs, with
 * the URL of its release's folder, which ends in `/`; none in the dev server): under "" the files
 * every widget needs (the runtime's), hinted when any of `tags` is in `doc`; under a tag, its own
 * files and those of the widgets it renders, hinted when it is.
 */
export function preloadChunksFor(doc: Document, tags: readonly string[]): void {
  if (!CHUNK_MAP || !doc.querySelector(tags.join())) return;
  const [map, base] = CHUNK_MAP;
  for (const [tag, names] of Object.entries(map)) {
    // The page's language's copy of each file (issue 31), the one its imports ask for.
    if (!tag || doc.querySelector(tag)) {
      for (const name of names) hint(`${base}${languageFolder()}${name}.js`);
    }
  }
}
