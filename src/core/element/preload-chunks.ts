/**
 * modulepreload hints for every file the page's tags need (issue 14): the build appends to the
 * loader a call with each of its dynamic imports' files (scripts/preload-map.mjs), and the hints
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
import { RELEASE } from 'virtual:store-widgets/release';
import { languageFolder } from '../i18n/language-folder';

type ChunkMap = Record<string, readonly string[]>;

/** Keyed by release, as the build's call is (scripts/preload-map.mjs). */
const KEY = Symbol.for(`store-widgets.chunk-map@${RELEASE}`);

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
 * Receives the build's map (the call the build appends to the loader, with the URL of its
 * release's folder, which ends in `/`): under "" the files every widget needs (the runtime's),
 * hinted when any of `tags` is in `doc`; under a tag, its own files and those of the widgets it
 * renders, hinted when it is.
 */
export function preloadChunksFor(doc: Document, tags: readonly string[]): void {
  (globalThis as typeof globalThis & { [KEY]?: unknown })[KEY] = (map: ChunkMap, base: string) => {
    if (!doc.querySelector(tags.join())) return;
    for (const [tag, names] of Object.entries(map)) {
      // The page's language's copy of each file (issue 31), the one its imports ask for.
      if (!tag || doc.querySelector(tag)) {
        for (const name of names) hint(`${base}${languageFolder()}${name}.js`);
      }
    }
  };
}
