import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MagicString from 'magic-string';

/**
 * Issue 28: releases that cannot mix on a CDN. The loader (`store-widgets.js`) is the one file
 * whose URL stays from release to release (short-cached); every other file of a release sits under
 * `releases/{release}/`, named by its content hash, cached for ever, and is only ever imported by
 * files of its own release, through relative URLs resolved from its own (as Shoelace's
 * autoloader resolves its chunks).
 *
 * One import crossed releases: Rolldown puts the modules the loader shares with the chunks (the
 * registry, the shared instances, the early reads) in the loader, and the chunks imported them
 * from `../store-widgets.js`, a URL whose content changes with every release. A chunk meeting
 * another release's loader there (the page's script with a cache-busting query, which makes the
 * plain URL a second, fresh fetch) got that release's minified exports under its own names:
 * `t.get is not a function`, and no widget rendered. So the loader publishes what it shares on a
 * global keyed by its release, and each chunk reads it from there: a chunk only ever runs after
 * its own release's loader (nothing else imports it), so the global is always its own.
 */

/** `STORE_RELEASE`, else the package's version: the folder of this build's files. */
export function releaseId() {
  const id =
    process.env.STORE_RELEASE ??
    JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;
  if (!/^[\w.+-]+$/.test(id)) throw new Error(`STORE_RELEASE "${id}" is not a folder name`);
  return id;
}

/** Where a release's files go, relative to the loader. */
export const releaseDir = (id = releaseId()) => `releases/${id}`;

/** The release folder a build directory holds (`releases/0.1.0`): a build holds one. */
export function builtReleaseDir(dist) {
  const ids = readdirSync(join(dist, 'releases'));
  if (ids.length !== 1) throw new Error(`${dist}/releases/ holds ${ids.length} releases, not one`);
  return releaseDir(ids[0]);
}

/** The module that gives the source its release (the loader's `claimPage`). */
const RELEASE_MODULE = 'virtual:store-widgets/release';

/** The global a release's loader publishes its shared exports on. */
const sharedExportsOf = (id) => `globalThis[Symbol.for(${JSON.stringify(`store-widgets@${id}`)})]`;

/** `a as b, c` → `[['a', 'b'], ['c', 'c']]`: an import's or export's list. */
const bindings = (list) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, as = name] = part.split(/\s+as\s+/);
      return [name, as];
    });

/** `[[local, name]]` of `export { local as name }` → `{ name: local }`, what the loader publishes. */
const exportObject = (pairs) =>
  `{ ${pairs.map(([local, name]) => `${name}: ${local}`).join(', ')} }`;

/** `import { name as local }` → `{ name: local }`, the pattern a chunk reads it with. */
const importPattern = (list) =>
  `{ ${bindings(list)
    .map(([name, local]) => `${name}: ${local}`)
    .join(', ')} }`;

/**
 * Vite plugin: the release module for the source, and in the loader's build the chunks bound to
 * their own loader (above). The build fails if any chunk still imports the loader.
 */
export function releaseBoundChunks({ loader = 'store-widgets.js' } = {}) {
  const id = releaseId();
  const resolved = `\0${RELEASE_MODULE}`;
  const shared = sharedExportsOf(id);
  return {
    name: 'store-widgets:release-bound-chunks',
    resolveId(source) {
      return source === RELEASE_MODULE ? resolved : undefined;
    },
    load(moduleId) {
      return moduleId === resolved ? `export const RELEASE = ${JSON.stringify(id)};\n` : undefined;
    },
    renderChunk(code, chunk, _options, { chunks }) {
      // The npm package's per-tag entries (vite --mode tags) have no loader.
      if (!chunks[loader]) return null;
      const text = new MagicString(code);
      if (chunk.fileName === loader) {
        const exported = /\nexport\s*\{([^}]*)\};?\s*$/.exec(code);
        if (!exported) return null;
        // What the source exports stays exported (loadElementClass, defineWidgetAs); what Rolldown
        // added for the chunks goes on the global alone.
        const own = new Set(this.getModuleInfo(chunk.facadeModuleId)?.exports ?? []);
        const all = bindings(exported[1]);
        const kept = all.filter(([, name]) => own.has(name));
        text.overwrite(
          exported.index,
          exported.index + exported[0].length,
          `\nexport { ${kept.map(([local, name]) => (local === name ? name : `${local} as ${name}`)).join(', ')} };` +
            `\n${shared} ??= ${exportObject(all.filter(([, name]) => !own.has(name)))};\n`,
        );
      } else {
        const fromLoader = new RegExp(
          `import\\s*\\{([^}]*)\\}\\s*from\\s*"(?:\\.\\./)+${loader.replace('.', '\\.')}";`,
          'g',
        );
        for (const match of code.matchAll(fromLoader)) {
          text.overwrite(
            match.index,
            match.index + match[0].length,
            `const ${importPattern(match[1])} = ${shared};`,
          );
        }
        if (!text.hasChanged()) return null;
        if (text.toString().includes(`/${loader}"`)) {
          this.error(`${chunk.fileName} still imports ${loader} in a way the build cannot bind`);
        }
      }
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}
