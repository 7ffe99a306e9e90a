import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';

/**
 * Issue 28: releases that cannot mix on a CDN. The loader (`store-widgets.js`) is the one file
 * whose URL stays from release to release (short-cached); every other file of a release sits under
 * `releases/{release}_{build}/` (the release and a hash of what the build was made from), named by
 * its chunk's name alone, cached for ever, and is only ever imported by files of its own release,
 * through relative URLs resolved from its own (as Shoelace's autoloader resolves its chunks).
 *
 * No hash per file: the folder already makes each URL unique, and every import names its file, so
 * incompressible hashes would weigh on every page. The build's hash in the folder gives a rebuild
 * of the same release from other sources (a fix before a redeploy, a developer's preview after an
 * edit) a folder of its own, so a file cached for ever never changes meaning.
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

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** What a build's output follows from: the sources, the build's code and config, the packages. */
const BUILD_INPUTS = [
  'src',
  'scripts/build',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

const filesUnder = (path) =>
  statSync(path).isDirectory()
    ? readdirSync(path, { recursive: true, encoding: 'utf8' })
        .map((name) => join(path, name))
        .filter((file) => statSync(file).isFile())
    : [path];

let buildHash;
/**
 * Eight hex digits of a hash of the build's inputs (above) and of the renderer it builds with
 * (`STORE_RUNTIME`), read once per process: the same sources give the same folder, any change a
 * new one. Only builds call it (the dev server, the unit tests and Storybook read the config too).
 */
export function buildId() {
  if (buildHash) return buildHash;
  const hash = createHash('sha256').update(process.env.STORE_RUNTIME ?? 'preact');
  const files = BUILD_INPUTS.flatMap((input) => filesUnder(join(ROOT, input)));
  for (const file of files.map((f) => relative(ROOT, f).split('\\').join('/')).sort()) {
    hash.update(`\0${file}\0`).update(readFileSync(join(ROOT, file)));
  }
  buildHash = hash.digest('hex').slice(0, 8);
  return buildHash;
}

/** Where this build's files go, relative to the loader: `releases/0.1.0_3f2a9c1d`. */
export const releaseDir = () => `releases/${releaseId()}_${buildId()}`;

/** The release folder a build directory holds (`releases/0.1.0_3f2a9c1d`): a build holds one. */
export function builtReleaseDir(dist) {
  const ids = readdirSync(join(dist, 'releases'));
  if (ids.length !== 1) throw new Error(`${dist}/releases/ holds ${ids.length} releases, not one`);
  return `releases/${ids[0]}`;
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
