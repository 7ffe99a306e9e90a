import { tagElementFiles, tagOf } from '../widget-files.mjs';

/**
 * The npm package's per-tag entries: `tags/{name}.js` defines `<store-{name}>` alone, for an
 * integrator who bundles one widget (`import '@assessments/store-widgets/quick-order'`). Each one
 * is a small module made from the element files the loader's registry lists
 * (scripts/widget-files.mjs), so a new widget gets its entry with nobody editing a list.
 *
 * They are built by a Vite build of their own (`vite build --mode tags`, into dist/tags/), not
 * beside the loader: in the loader's build the registry (lazy-registry.ts) lives in the loader's
 * own file, and the shared runtime imports it from there, so an entry importing a widget's chunk
 * would run the loader (every tag registered) too; and adding entries to that build made Rolldown
 * move the registry to a chunk of its own, one more request on every shopper's page and every
 * chunk's hash changed. Their own build leaves the CDN's files byte for byte as they were; the
 * package carries two copies of the shared code. A page may mix them (the CDN loader beside a
 * bundled entry): every copy finds the page's one core (src/core/shared-instance.ts) and reads
 * its store with the valtio of the copy that made it (core.ts `watch`).
 */
const PREFIX = 'virtual:store-tag/';

/** Vite's `build.lib.entry` of the tags build: `{name}` → the entry module of `<store-{name}>`. */
export function tagEntryInputs() {
  return Object.fromEntries(
    [...tagElementFiles().keys()].map((name) => [name, `${PREFIX}${name}`]),
  );
}

/** Makes each entry module: import the element class, define its tag once, export the class. */
export function tagEntries() {
  const files = tagElementFiles();
  return {
    name: 'store-widgets:tag-entries',
    apply: 'build',
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
      // Defined once per page: the CDN loader or another bundle may have defined it already.
      return [
        `import Element from ${JSON.stringify(file)};`,
        `if (!customElements.get(${JSON.stringify(tag)})) customElements.define(${JSON.stringify(tag)}, Element);`,
        'export default Element;',
        '',
      ].join('\n');
    },
  };
}
