/**
 * Build: tells the loader which files each of its dynamic imports needs (the chunk and its static
 * imports, transitively), so it can ask for all of them at once (issue 14). Without that, the
 * browser learns of a chunk's imports only once that chunk has arrived (a second wave of requests,
 * e.g. Rolldown's helpers after the runtime), and of the account menu's and mini-cart's chunks
 * only once the header has rendered.
 *
 * The map is appended to the loader as a last line, a call of the function the loader put on a
 * global (src/core/element/preload-chunks.ts), so the loader's source map stays exact. Keys are
 * the chunks' names (`header.element`, `runtime`).
 */
import { releaseDir, releaseId } from './release.mjs';

/** The chunk of the loader's warm-up import (src/loader.ts): the runtime. */
const WARM_UP = ['runtime'];
/**
 * The tags on every store page: the header, the footer and what the header renders. The map is
 * limited to them: every byte of the loader delays every page's first paint (it blocks rendering),
 * and a widget of one page pays at most one more wave of requests on that page.
 */
const EVERY_PAGE_TAGS = ['header', 'footer', 'account-menu', 'mini-cart'].map(
  (t) => `${t}.element`,
);

/** The widgets a widget renders in its own shadow root by default (header.tsx's slots). */
const RENDERS = { 'header.element': ['account-menu.element', 'mini-cart.element'] };

/** `header.element` → `store-header`: the map's keys are tags, what the loader finds on a page. */
const tagOfKey = (key) => `store-${key.slice(0, -'.element'.length)}`;

/** Keyed by release: another release's loader on the page (which stays idle) calls nobody. */
export const chunkMapGlobal = (release = releaseId()) =>
  `globalThis[Symbol.for(${JSON.stringify(`store-widgets.chunk-map@${release}`)})]`;

export function preloadMap({ loader = 'store-widgets.js' } = {}) {
  return {
    name: 'store-widgets:preload-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = bundle[loader];
      // The npm package's per-tag entries (vite --mode tags) have no loader.
      if (entry?.type !== 'chunk') return;
      const needs = (file, seen) => {
        const chunk = bundle[file];
        if (seen.has(file) || file === loader || chunk?.type !== 'chunk') return seen;
        seen.add(file);
        for (const imported of chunk.imports) needs(imported, seen);
        return seen;
      };
      const keyOf = (file) => bundle[file].name;
      // The release's folder (scripts/release.mjs), where every chunk is.
      const dir = `${releaseDir()}/`;
      const imports = entry.dynamicImports.filter(
        (file) =>
          bundle[file]?.type === 'chunk' &&
          [...WARM_UP, ...EVERY_PAGE_TAGS].includes(bundle[file].name),
      );
      // What the loader imports for any widget (its warm-up) is listed once, under its own keys;
      // a tag lists only the rest.
      const everyPage = new Set(
        imports
          .filter((file) => WARM_UP.includes(keyOf(file)))
          .flatMap((f) => [...needs(f, new Set())]),
      );
      const own = (file) =>
        [...needs(file, new Set())].filter(
          (f) => WARM_UP.includes(keyOf(file)) || !everyPage.has(f),
        );
      const fileOf = Object.fromEntries(imports.map((file) => [keyOf(file), file]));
      // Short names: the release's folder and `.js` are the same for every file. The warm-up's
      // files are under the key "" (any tag); a tag lists its own and those of what it renders.
      const short = (files) => [...new Set(files)].map((f) => f.slice(dir.length, -'.js'.length));
      const map = { '': short(WARM_UP.flatMap((key) => own(fileOf[key]))) };
      for (const key of EVERY_PAGE_TAGS) {
        const files = [key, ...(RENDERS[key] ?? [])].flatMap((k) =>
          fileOf[k] ? own(fileOf[k]) : [],
        );
        if (files.length > 0) map[tagOfKey(key)] = short(files);
      }
      const call = `${chunkMapGlobal()}?.(${JSON.stringify(map)},new URL(${JSON.stringify(dir)},import.meta.url).href);`;
      const comment = /\n\/\/# sourceMappingURL=[^\n]*\s*$/.exec(entry.code);
      entry.code = comment
        ? `${entry.code.slice(0, comment.index)}\n${call}${comment[0]}`
        : `${entry.code}\n${call}\n`;
    },
  };
}
