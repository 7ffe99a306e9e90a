/**
 * Build: tells the loader which files each of its dynamic imports needs (the chunk and its static
 * imports, transitively), so it can ask for all of them at once (issue 14). Without that, the
 * browser learns of a chunk's imports only once that chunk has arrived (a second wave of requests,
 * e.g. Rolldown's helpers after the runtime), and of the account menu's and mini-cart's chunks
 * only once the header has rendered.
 *
 * The map is written into the loader's code where the source reads it
 * (`virtual:store-widgets/chunk-map`, src/core/element/preload-chunks.ts), when the loader's chunk
 * is rendered and before it is minified: the chunk graph is known then, the files' names still
 * hold the bundler's hash placeholders, which it fills in as it does for the loader's own imports,
 * and the edit goes through MagicString, so the loader's source map stays exact. (Until issue 28
 * the map was a call appended to the minified loader, of a function the loader put on a global
 * keyed by release: about 0.1 kB gzip more of the one file every page waits for.) Keys are the
 * chunks' names (`header.element`, `runtime`).
 */
import MagicString from 'magic-string';
import { releaseDir } from './release.mjs';
import { everyPageTags, loadWidgetFacts, rendersByTag } from './widget-facts.mjs';

/** The module the loader's source reads the map from. */
const CHUNK_MAP_MODULE = 'virtual:store-widgets/chunk-map';
/**
 * What the module gives the build to find in the rendered loader: a global no page defines, so
 * an expression the bundler cannot fold away; replaced before minification (below).
 */
export const CHUNK_MAP_MARKER = 'globalThis.__STORE_WIDGETS_CHUNK_MAP__';

/** The chunk of the loader's warm-up import (src/loader.ts): the runtime. */
const WARM_UP = ['runtime'];
/**
 * The chunks of the tags on every store page (the widgets' facts, `everyPage`): the map is limited
 * to them, since every byte of the loader delays every page's first paint (it blocks rendering),
 * and a widget of one page pays at most one more wave of requests on that page.
 */
export const everyPageChunks = (facts) => everyPageTags(facts).map(chunkKeyOf);

/**
 * The key of the shopper's stored tokens (src/auth/session-constants/session-constants.ts's
 * `TOKENS_KEY`; tests/unit/preload-map.test.ts keeps them equal): a page holding them checks her
 * session at once, so the session's code is hinted under `?{key}`.
 */
export const TOKENS_STORAGE_KEY = 'store-widgets.tokens';

/** `store-header` → `header.element`: a tag's chunk name. */
const chunkKeyOf = (tag) => `${tag.slice('store-'.length)}.element`;

/** `header.element` → `store-header`: the map's keys are tags, what the loader finds on a page. */
const tagOfKey = (key) => `store-${key.slice(0, -'.element'.length)}`;

/**
 * `{ "": [runtime's files], "store-header": [its files and those of what it renders],
 * "?store-widgets.tokens": [the session's files], … }` from
 * the chunk graph (`chunks`, keyed by file name), with names short: no folder, no `.js`.
 */
function chunkMap(loaderChunk, chunks, facts) {
  const everyPage = everyPageChunks(facts);
  const renders = rendersByTag(facts);
  const dir = `${releaseDir()}/`;
  const needs = (file, seen) => {
    const chunk = chunks[file];
    if (seen.has(file) || file === loaderChunk.fileName || !chunk) return seen;
    seen.add(file);
    for (const imported of chunk.imports) needs(imported, seen);
    return seen;
  };
  const keyOf = (file) => chunks[file].name;
  const imports = loaderChunk.dynamicImports.filter(
    (file) => chunks[file] && [...WARM_UP, ...everyPage].includes(chunks[file].name),
  );
  // What the loader imports for any widget (its warm-up) is listed once, under its own keys; a
  // tag lists only the rest.
  const warmUp = new Set(
    imports
      .filter((file) => WARM_UP.includes(keyOf(file)))
      .flatMap((f) => [...needs(f, new Set())]),
  );
  const own = (file) =>
    [...needs(file, new Set())].filter((f) => WARM_UP.includes(keyOf(file)) || !warmUp.has(f));
  // A file the loader imports itself when it runs (the warm-up, a tag found on the page) has
  // been asked for before the hints go out: hinted, it would only cost the loader its name. The
  // hints are for what the browser would learn of later: those files' own imports, and the
  // widgets a widget renders.
  const besidesItself = (file) => own(file).filter((f) => f !== file);
  const fileOf = Object.fromEntries(imports.map((file) => [keyOf(file), file]));
  const short = (files) => [...new Set(files)].map((f) => f.slice(dir.length, -'.js'.length));
  const map = { '': short(WARM_UP.flatMap((key) => besidesItself(fileOf[key]))) };
  // A returning shopper's tab (her tokens stored) checks her session as soon as the runtime has
  // run: its code is hinted with the runtime's files rather than asked for once they have run.
  const session = Object.keys(chunks).find((file) => chunks[file].name === 'session');
  if (session) map[`?${TOKENS_STORAGE_KEY}`] = short(own(session));
  for (const key of everyPage) {
    if (!fileOf[key]) continue;
    const rendered = (renders[tagOfKey(key)] ?? []).map(chunkKeyOf);
    const files = [
      ...besidesItself(fileOf[key]),
      ...rendered.flatMap((k) => (fileOf[k] ? own(fileOf[k]) : [])),
    ];
    if (files.length > 0) map[tagOfKey(key)] = short(files);
  }
  return map;
}

export function preloadMap({ loader = 'store-widgets.js' } = {}) {
  const resolved = `\0${CHUNK_MAP_MODULE}`;
  let building = false;
  let facts;
  return {
    name: 'store-widgets:preload-map',
    // After the other plugins' renderChunk: the npm package's copy of the loader
    // (catalogs-by-language.mjs) is taken before the map is in, and gets none.
    enforce: 'post',
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      if (building) facts = await loadWidgetFacts();
    },
    resolveId(source) {
      return source === CHUNK_MAP_MODULE ? resolved : undefined;
    },
    // The dev server and the unit tests have no map (nothing to hint); a build has the marker.
    load(id) {
      if (id !== resolved) return undefined;
      return `export const CHUNK_MAP = ${building ? CHUNK_MAP_MARKER : 'undefined'};\n`;
    },
    renderChunk(code, chunk, _options, { chunks }) {
      if (chunk.fileName !== loader) return null;
      const at = code.indexOf(CHUNK_MAP_MARKER);
      if (at < 0) return null;
      // The release's folder, where every file of the map is, resolved from the loader's URL.
      const base = `new URL(${JSON.stringify(`${releaseDir()}/`)},import.meta.url).href`;
      const text = new MagicString(code);
      text.overwrite(
        at,
        at + CHUNK_MAP_MARKER.length,
        `[${JSON.stringify(chunkMap(chunk, chunks, facts))},${base}]`,
      );
      if (text.toString().includes(CHUNK_MAP_MARKER))
        this.error('the loader reads its chunk map twice');
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}
