/**
 * Build: the widgets' reserved boxes (src/core/element/reserve-space.ts, the rules the loader adopts
 * when it runs) as `reserved-space.css` beside the loader, for a CMS template to inline in its
 * head (docs/authoring.md, "Embedding"): the page then paints as soon as its own HTML and styles are in,
 * without waiting for our script, and nothing moves when the widgets render. The CDN build only
 * (the npm package's entries reserve nothing: docs/integrating.md says what to set instead).
 */
import { fileURLToPath } from 'node:url';
import { importTypeScript } from './import-typescript.mjs';
import { reservedSpaceModule } from './widget-facts.mjs';

const SOURCE = fileURLToPath(new URL('../../src/core/element/reserve-space.ts', import.meta.url));

export function reservedSpaceCss({ skip = false } = {}) {
  return {
    name: 'store-widgets:reserved-space-css',
    apply: 'build',
    async generateBundle() {
      if (skip) return;
      // The source is TypeScript: Vite's module runner loads it as the demo host does, with the
      // table the widgets' facts make.
      const module = await importTypeScript(SOURCE, { plugins: [reservedSpaceModule()] });
      this.emitFile({
        type: 'asset',
        fileName: 'reserved-space.css',
        source: module.reservationsCss(),
      });
    },
  };
}
