/**
 * Build check: what every page downloads never pulls in a widget's own chunk.
 *
 * The loader and the runtime chunk (the renderer, the core, the API and shared UI, the session)
 * are fetched on every page. A module left in the runtime that imports something only one widget
 * uses (a rule, a form) makes Rolldown put that something in the widget's chunk, and the runtime
 * then imports the widget's chunk: every page downloads the widget (the checkout's 27 kB once
 * did, on the home page). The build fails when a chunk every page loads imports, statically, a
 * `*.element-*` chunk.
 */
const EVERY_PAGE = /^(store-widgets\.js|releases\/[^/]+\/runtime-[\w-]+\.js)$/;
const WIDGET_CHUNK = /(^|\/)[\w-]+\.element-[\w-]+\.js$/;

export function checkChunkImports() {
  return {
    name: 'store-widgets:check-chunk-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const problems = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !EVERY_PAGE.test(chunk.fileName)) continue;
        for (const imported of chunk.imports) {
          if (WIDGET_CHUNK.test(imported)) problems.push(`${chunk.fileName} imports ${imported}`);
        }
      }
      if (problems.length > 0) {
        this.error(
          `A chunk every page loads imports a widget's chunk: ${problems.join('; ')}. Add the modules ` +
            'only that widget needs to SPLIT_BY_IMPORTER_MODULES in vite.config.ts.',
        );
      }
    },
  };
}
