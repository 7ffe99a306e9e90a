/**
 * Build check: what every page downloads never pulls in another chunk.
 *
 * The loader and the runtime chunk (the renderer, the core, the API and shared UI, the session)
 * are fetched on every page. A module left in the runtime that imports something only one widget
 * uses (a rule, a form) makes Rolldown put that something in the widget's chunk, and the runtime
 * then imports the widget's chunk: every page downloads the widget (the checkout's 27 kB once
 * did, on the home page). A shared module left in the runtime does the same with a chunk Rolldown
 * splits by importer (a part only some pages use): it then loads on every page. The build fails
 * when a chunk every page loads imports, statically, anything but Rolldown's own runtime or the
 * loader.
 */

const EVERY_PAGE = /^(store-widgets\.js|releases\/[^/]+\/runtime\.js)$/;
/**
 * What a chunk every page loads may import statically: Rolldown's module runtime, and the loader
 * (whose shared pieces the runtime reads, scripts/build/release.mjs).
 */
const EVERY_PAGE_IMPORTS = /^(store-widgets\.js|releases\/[^/]+\/rolldown-runtime\.js)$/;

export function checkChunkImports() {
  return {
    name: 'store-widgets:check-chunk-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The npm package's per-tag entries (vite --mode tags) have no loader, nor a runtime chunk.
      if (!bundle['store-widgets.js']) return;
      const problems = [];
      const everyPage = Object.values(bundle).filter(
        (chunk) => chunk.type === 'chunk' && EVERY_PAGE.test(chunk.fileName),
      );
      // A renamed file must not make the check pass by finding nothing to check.
      if (everyPage.length !== 2) {
        this.error(`the loader and the runtime chunk were not found by name (${everyPage.length})`);
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !EVERY_PAGE.test(chunk.fileName)) continue;
        for (const imported of chunk.imports) {
          if (!EVERY_PAGE_IMPORTS.test(imported))
            problems.push(`${chunk.fileName} imports ${imported}`);
        }
      }
      if (problems.length > 0) {
        this.error(
          `A chunk every page loads imports another chunk: ${problems.join('; ')}. Add the modules ` +
            'only some widgets need to SPLIT_BY_IMPORTER_MODULES in vite.config.ts.',
        );
      }
    },
  };
}
