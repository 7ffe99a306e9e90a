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

type ChunkMap = Record<string, readonly string[]>;

/** Keyed by release, as the build's call is (scripts/preload-map.mjs). */
const KEY = Symbol.for(`store-widgets.chunk-map@${RELEASE}`);

/** The tags a widget renders in its own shadow root by default (header.tsx's slots). */
const RENDERS: Record<string, readonly string[]> = {
  'store-header': ['store-account-menu', 'store-mini-cart'],
};

/** What the loader imports for any widget (loader.ts's warm-up; scripts/preload-map.mjs lists it). */
const WARM_UP = ['runtime'];

/** `store-header` → `header.element`, the element file's name (scripts/widget-files.mjs). */
const elementKey = (tag: string) => `${tag.slice('store-'.length)}.element`;

/** Links already added by any copy of the loader, by URL. */
const added = new Set<string>();

function hint(url: string): void {
  if (added.has(url) || document.querySelector(`link[rel="modulepreload"][href="${url}"]`)) return;
  added.add(url);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = url;
  document.head.append(link);
}

/**
 * Receives the build's map (the call the build appends to the loader, with the URL of its
 * release's folder, which ends in `/`) and hints the files of the
 * known tags in `doc` (`tags` lists them) and of what they render.
 */
export function preloadChunksFor(doc: Document, tags: readonly string[]): void {
  (globalThis as typeof globalThis & { [KEY]?: unknown })[KEY] = (map: ChunkMap, base: string) => {
    const present = tags.filter((tag) => doc.querySelector(tag));
    if (present.length === 0) return;
    const keys = [
      ...WARM_UP,
      ...present.flatMap((tag) => [tag, ...(RENDERS[tag] ?? [])]).map(elementKey),
    ];
    for (const key of keys) {
      for (const name of map[key] ?? []) hint(`${base}${name}.js`);
    }
  };
}
