import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The widgets' element files: each `src/widgets/{dir}/{name}.element.ts` defines `<store-{name}>`.
 * Adding a widget means adding its element file; nobody edits a shared list: the loader's
 * importers (below) and the npm package's per-tag entries (package/tag-entries.mjs) are made
 * from the files found here.
 */
const WIDGETS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'widgets');

const ELEMENT_FILE = '.element.ts';

/** `…/quick-order.element.ts` → `quick-order`: the widget's name, from its element file's. */
export const elementName = (path) => basename(path).slice(0, -ELEMENT_FILE.length);

/** `quick-order` → `store-quick-order`: the tag an element file defines. */
export const tagOf = (name) => `store-${name}`;

/**
 * `quick-order` → `QuickOrderElement`: the name the element file exports its class under, which
 * the package's per-tag entry exports it under too (the manifest's plugin checks they agree).
 */
export const elementClassName = (name) =>
  `${name.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase())}Element`;

/**
 * `quick-order` → `src/widgets/quick-order/quick-order.element.ts` (absolute), for every tag
 * (`widgets`: another copy's folder, for the widget generator).
 */
export function tagElementFiles(widgets = WIDGETS) {
  const files = new Map();
  for (const dir of readdirSync(widgets, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const file of readdirSync(join(widgets, dir.name))) {
      if (file.endsWith(ELEMENT_FILE)) files.set(elementName(file), join(widgets, dir.name, file));
    }
  }
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}

/** The module of the loader's importers (src/widgets/registry.ts). */
const WIDGET_IMPORTERS_MODULE = 'virtual:store-widgets/importers';

/**
 * Vite plugin: `virtual:store-widgets/importers` is `{ 'store-{name}': () => import(file) }` for
 * every element file. Written out, keyed by tag, rather than an `import.meta.glob` mapped to tags
 * when the loader runs: the loader ships on every page first, and the glob's path keys and the
 * mapping cost it 0.12 kB gzip (issue 14). In the dev server and the unit tests too.
 */
export function widgetImporters() {
  const resolved = `\0${WIDGET_IMPORTERS_MODULE}`;
  return {
    name: 'store-widgets:importers',
    resolveId(id) {
      return id === WIDGET_IMPORTERS_MODULE ? resolved : undefined;
    },
    // The dev server: an element file added or removed makes the module again.
    configureServer(server) {
      const refresh = (file) => {
        const module = file.endsWith(ELEMENT_FILE) && server.moduleGraph.getModuleById(resolved);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on('add', refresh).on('unlink', refresh);
    },
    load(id) {
      if (id !== resolved) return undefined;
      const entries = [...tagElementFiles()].map(
        ([name, file]) => `${JSON.stringify(tagOf(name))}: () => import(${JSON.stringify(file)})`,
      );
      return `export default {\n  ${entries.join(',\n  ')},\n};\n`;
    },
  };
}
