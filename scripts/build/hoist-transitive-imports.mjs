/**
 * Build: every file asked for by `import()` (a widget's chunk, a lazy part) names, as bare imports,
 * the files its own imports import (at any depth), as Rollup's `hoistTransitiveImports` does and
 * Rolldown does not. The browser learns a chunk's imports
 * only once the chunk has arrived: the quick order's chunk imports the quick order's rows, which
 * import the qualification rules, and that was three waves of requests, a round trip each, before
 * the quick order could run (issue 31; 150 ms a round trip on Lighthouse's slow 4G). Named in the
 * chunk, they all go out in its wave.
 *
 * A file is still evaluated once, in the order its importers give: the bare imports come after the
 * chunk's own, when each of those files has run already. The loader is left alone: its imports
 * are the widgets' own, and what they need is hinted from its chunk map (preload-map.mjs).
 * Written before minification, through MagicString, with the bundler's hash placeholders in the
 * names, which it fills in as it does for the chunk's own imports.
 */
import MagicString from 'magic-string';
import { everyPageChunks } from './preload-map.mjs';
import { loadWidgetFacts } from './widget-facts.mjs';

/** The chunk's leading import statements (the bundler writes them first, one per line). */
const IMPORT_STATEMENT = /^import(?!\s*\()[^;]*;$/gm;

/** The runtime's file and what it imports: on every page before any widget's file. */
function everyPageFiles(chunks) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of chunks[file]?.imports ?? []) visit(imported);
  };
  for (const [file, chunk] of Object.entries(chunks)) if (chunk.name === 'runtime') visit(file);
  return files;
}

export function hoistTransitiveImports({ loader = 'store-widgets.js' } = {}) {
  // The files whose imports the loader hints already (preload-map.mjs).
  let hinted = new Set();
  return {
    name: 'store-widgets:hoist-transitive-imports',
    async buildStart() {
      hinted = new Set(['runtime', ...everyPageChunks(await loadWidgetFacts())]);
    },
    renderChunk(code, chunk, _options, { chunks }) {
      // The npm package's per-tag entries (vite --mode tags) have no loader and no waves to save.
      // Only a file something asks for by import() starts a wave: a file it imports is listed
      // with the rest there.
      if (!chunks[loader] || chunk.fileName === loader || !chunk.isDynamicEntry) return null;
      if (hinted.has(chunk.name)) return null;
      const known = new Set([loader, chunk.fileName, ...chunk.imports, ...everyPageFiles(chunks)]);
      const deeper = [];
      const visit = (file) => {
        for (const imported of chunks[file]?.imports ?? []) {
          if (known.has(imported)) continue;
          known.add(imported);
          deeper.push(imported);
          visit(imported);
        }
      };
      for (const file of chunk.imports) visit(file);
      if (deeper.length === 0) return null;
      let end = 0;
      for (const statement of code.matchAll(IMPORT_STATEMENT)) {
        end = Math.max(end, statement.index + statement[0].length);
      }
      if (end === 0) this.error(`${chunk.fileName}: its imports were not found`);
      const folder = chunk.fileName.slice(0, chunk.fileName.lastIndexOf('/') + 1);
      const bare = deeper.map((file) => {
        if (!file.startsWith(folder)) this.error(`${file} is not beside ${chunk.fileName}`);
        return `\nimport "./${file.slice(folder.length)}";`;
      });
      const text = new MagicString(code);
      text.appendLeft(end, bare.join(''));
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}
