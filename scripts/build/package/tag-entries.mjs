import { elementClassName, tagElementFiles, tagOf } from '../widget-files.mjs';

/**
 * The npm package's per-tag entries: `tags/{name}.js` defines `<store-{name}>` alone, for an
 * integrator who bundles one widget (`import '@assessments/store-widgets/quick-order'`). Each one
 * is a small module made from the element files the loader's registry lists
 * (scripts/build/widget-files.mjs), so a new widget gets its entry with nobody editing a list.
 *
 * They are built by a Vite build of their own (`vite build --mode tags`, into dist/tags/), not
 * beside the loader: in the loader's build the registry (lazy-registry.ts) lives in the loader's
 * own file, and the shared runtime imports it from there, so an entry importing a widget's chunk
 * would run the loader (every tag registered) too; and adding entries to that build made Rolldown
 * move the registry to a chunk of its own, one more request on every shopper's page and every
 * chunk's hash changed. Their own build leaves the CDN's files byte for byte as they were; the
 * package carries two copies of the shared code. A page may mix them (the CDN loader beside a
 * bundled entry): every copy finds the page's one core (src/core/platform/shared-instance.ts) and reads
 * its store with the valtio of the copy that made it (core.ts `watch`).
 */
const PREFIX = 'virtual:store-tag/';

const WIDGET_BASE = /[\\/]src[\\/]core[\\/]element[\\/]widget-element-base\.ts$/;
const HTML_ELEMENT_BASE = /\bextends HTMLElement\b/g;

/**
 * An integrator's server (SSR) imports the entries it renders pages with, where there is no DOM:
 * our widget element class (widget-element-base.ts) extends `HTMLElement` when the element file
 * runs, which throws there. In
 * the package's entries only (the CDN's files are untouched), the class extends a bare class when
 * `HTMLElement` is missing: the import gives a class that is never defined, nothing is touched.
 * The global is left alone (a shim on `globalThis` would make other libraries think they run in
 * a browser). Throws when that file no longer has exactly one `extends HTMLElement`.
 */
function serverSafeBase(code, id) {
  const found = code.match(HTML_ELEMENT_BASE)?.length ?? 0;
  if (found !== 1) throw new Error(`${id}: expected one \`extends HTMLElement\`, found ${found}`);
  return {
    code: code.replace(
      HTML_ELEMENT_BASE,
      "extends (typeof HTMLElement === 'undefined' ? class {} : HTMLElement)",
    ),
    map: null,
  };
}

/** Vite's `build.lib.entry` of the tags build: `{name}` → the entry module of `<store-{name}>`. */
export function tagEntryInputs() {
  return Object.fromEntries(
    [...tagElementFiles().keys()].map((name) => [name, `${PREFIX}${name}`]),
  );
}

/** Makes each entry module: import the element class, define its tag once, export the class. */
export function tagEntries() {
  const files = tagElementFiles();
  let tagsBuild = false;
  return {
    name: 'store-widgets:tag-entries',
    apply: 'build',
    configResolved(config) {
      tagsBuild = config.mode === 'tags';
    },
    transform(code, id) {
      if (!tagsBuild || !WIDGET_BASE.test(id)) return undefined;
      return serverSafeBase(code, id);
    },
    resolveId(id) {
      // Vite's library mode resolves entries against the root: `/repo/virtual:store-tag/x`.
      const at = id.indexOf(PREFIX);
      return at >= 0 ? `\0${id.slice(at)}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      const file = files.get(name);
      if (!file) return undefined;
      const tag = tagOf(name);
      // Defined once per page: the CDN loader or another bundle may have defined it already. Not
      // at all where there is no DOM (a server rendering the integrator's page imports it too).
      return [
        `import Element from ${JSON.stringify(file)};`,
        `if (typeof customElements !== 'undefined' && !customElements.get(${JSON.stringify(tag)})) customElements.define(${JSON.stringify(tag)}, Element);`,
        `export { Element as default, Element as ${elementClassName(name)} };`,
        '',
      ].join('\n');
    },
  };
}
