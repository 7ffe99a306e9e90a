import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import MagicString from 'magic-string';
import { releaseDir } from './release.mjs';
import { CHUNK_MAP_MARKER } from './preload-map.mjs';

/**
 * Issue 31: a page downloads the texts of its own language only. Every catalog
 * (`defineMessages({ en, fr, nl, es })`) put its four languages in the chunk of the widget that
 * shows it, so an English page downloaded French, Dutch and Spanish it never showed.
 *
 * The CDN build (not the npm package's per-tag entries, whose integrators' bundlers get every
 * language as written; not the dev server nor the unit tests):
 *
 *  1. keeps each catalog's English inline and names the catalog by a hash of its file and of all
 *     its texts: `defineMessages({ en: {…} }, "3f2a9c1d")` (src/core/i18n/messages.ts). (A text
 *     changed in any language changes the source, so the build's folder, scripts/build/release.mjs:
 *     a cached file never changes meaning);
 *  2. writes the release's files once more for each other language, in a folder of its own
 *     (`releases/{id}_{build}/fr/`): byte for byte the English file, with one line appended that files its
 *     catalogs' texts in that language (src/core/i18n/shipped-texts.ts). The chunks import each
 *     other by relative URLs, so a French file only ever imports French files; the appended line
 *     sits before the source map comment, which points back at the English file's map, still exact;
 *  3. makes the loader's imports ask for the page's language's folder
 *     (src/core/i18n/language-folder.ts).
 *
 * So a French page gets its texts with the code that shows them: no extra request, no wait, and
 * never English first. A French file that fails to load is retried and reported like any file of
 * ours (the widget's notice, issue 28): there is no separate texts file to fail.
 */

const LANGUAGES = ['fr', 'nl', 'es'];
const CATALOG_CALL = 'defineMessages';
/** Must match src/core/i18n/shipped-texts.ts and language-folder.ts. */
const SHIPPED_TEXTS_KEY = 'store-widgets.catalog-texts';

/** The ESTree nodes under `node`, depth first. */
function* walk(node) {
  if (!node || typeof node !== 'object') return;
  if (typeof node.type === 'string') yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) yield* walk(child);
    else if (value && typeof value === 'object' && value !== node) yield* walk(value);
  }
}

const keyName = (property) =>
  property.type === 'Property' && !property.computed
    ? (property.key.name ?? property.key.value)
    : undefined;

/** An object literal of plain strings as a value; undefined when it holds anything else. */
function literalTexts(node) {
  if (node.type !== 'ObjectExpression') return undefined;
  const texts = {};
  for (const property of node.properties) {
    const key = keyName(property);
    const value = property.value;
    if (key === undefined || value?.type !== 'Literal' || typeof value.value !== 'string') {
      return undefined;
    }
    texts[key] = value.value;
  }
  return texts;
}

/**
 * One module's catalogs with English alone inline; `texts` holds the other languages by catalog
 * id. Undefined when the module has no catalog this can move (one whose texts are not plain
 * strings stays whole, and ships every language as before).
 */
export function splitCatalogs(code, parse, moduleKey) {
  if (!code.includes(`${CATALOG_CALL}(`)) return undefined;
  const out = new MagicString(code);
  const texts = [];
  let index = 0;
  for (const node of walk(parse(code))) {
    if (node.type !== 'CallExpression' || node.callee.name !== CATALOG_CALL) continue;
    const [argument] = node.arguments;
    if (node.arguments.length !== 1 || argument.type !== 'ObjectExpression') continue;
    const byLanguage = Object.fromEntries(
      argument.properties.map((property) => [keyName(property), property.value]),
    );
    const all = Object.fromEntries(
      ['en', ...LANGUAGES].map((language) => [
        language,
        byLanguage[language] && literalTexts(byLanguage[language]),
      ]),
    );
    if (Object.values(all).some((t) => t === undefined) || argument.properties.length !== 4) {
      continue;
    }
    const id = createHash('sha256')
      .update(`${moduleKey}#${index++}\n${JSON.stringify(all)}`)
      .digest('hex')
      .slice(0, 8);
    const en = byLanguage.en;
    out.overwrite(
      argument.start,
      argument.end,
      `{ en: ${code.slice(en.start, en.end)} }, ${JSON.stringify(id)}`,
    );
    texts.push({ id, fr: all.fr, nl: all.nl, es: all.es });
  }
  if (texts.length === 0) return undefined;
  return { code: out.toString(), map: out.generateMap({ hires: true }), texts };
}

/** The line a language's copy of a chunk ends with: its catalogs' texts, filed by id. */
export function shippedTextsLine(language, catalogs) {
  const entries = Object.fromEntries(catalogs.map((c) => [`${language}:${c.id}`, c[language]]));
  return `Object.assign(globalThis[Symbol.for(${JSON.stringify(SHIPPED_TEXTS_KEY)})]??={},${JSON.stringify(entries)});`;
}

/** A chunk's code as its language's copy: the texts' line appended, the map found one folder up. */
export function languageCopy(code, line) {
  const comment = /\n\/\/# sourceMappingURL=([^\n]*)\s*$/.exec(code);
  if (!comment) return line ? `${code}\n${line}\n` : code;
  const body = code.slice(0, comment.index);
  return `${body}${line ? `\n${line}` : ''}\n//# sourceMappingURL=../${comment[1]}\n`;
}

/** `import("./releases/0.1.0_3f2a9c1d/x.js")` in the loader, with its quote and file name. */
function releaseImports(code, dir) {
  const specifier = new RegExp(
    `import\\((["'\`])\\./${dir.replace(/[.+]/g, '\\$&')}/([^"'\`]+)\\1\\)`,
    'g',
  );
  const found = [...code.matchAll(specifier)];
  if (found.length === 0) throw new Error(`the loader imports nothing from ${dir}/`);
  return found;
}

/**
 * The loader's own `languageFolder` (src/core/i18n/language-folder.ts), by its name in the chunk
 * before minification (the bundler may have suffixed it): the rewritten imports call it, and the
 * minifier renames both alike. Throws when it is missing: the loader changed shape.
 */
function folderOfPage(code) {
  const name = /\bfunction (languageFolder(?:\$\d+)?)\(/.exec(code)?.[1];
  if (!name) throw new Error('the loader has no languageFolder function');
  return `${name}()`;
}

/** The name of the CDN loader's import helper, which later build steps look for. */
export const LOADER_IMPORT = '__storeWidgetsImport';

/**
 * The CDN loader's imports of the release's files (`import("./releases/0.1.0_3f2a9c1d/x.js")`)
 * through the page's language folder: the folder is joined into the path when the import runs
 * (one helper for the twenty-odd imports: the loader's bytes delay every page). A browser resolves
 * the computed path against the loader's own URL, as it did the literal one.
 */
export function loaderImportsByLanguage(code, dir = releaseDir()) {
  const text = new MagicString(code);
  const helper = LOADER_IMPORT;
  for (const match of releaseImports(code, dir)) {
    const [whole, quote, file] = match;
    text.overwrite(match.index, match.index + whole.length, `${helper}(${quote}${file}${quote})`);
  }
  text.prepend(`const ${helper}=(file)=>import("./${dir}/"+${folderOfPage(code)}+file);\n`);
  return text;
}

/**
 * The npm package's copy of the loader (its browser entry): each import written out once per
 * language, of which the page's runs, so that a bundler taking the loader in finds every file of
 * every language (a computed path it cannot follow). Made from the loader before minification:
 * the integrator's bundler minifies.
 */
export function loaderImportsWrittenOut(code, dir = releaseDir()) {
  const text = new MagicString(code);
  const helper = '__storeWidgetsByLanguage';
  for (const match of releaseImports(code, dir)) {
    const [whole, quote, file] = match;
    const importOf = (folder) => `()=>import(${quote}./${dir}/${folder}${file}${quote})`;
    text.overwrite(
      match.index,
      match.index + whole.length,
      `${helper}(${importOf('')},${LANGUAGES.map((l) => importOf(`${l}/`)).join(',')})`,
    );
  }
  text.prepend(
    `const ${helper}=(...imports)=>imports[${JSON.stringify(['', ...LANGUAGES.map((l) => `${l}/`)])}.indexOf(${folderOfPage(code)})]();\n`,
  );
  return text;
}

/** Where the build leaves the package's copy of the loader (stage.mjs puts it in its place). */
export const PACKAGE_LOADER = 'package/store-widgets.js';

export function catalogsByLanguage({ loader = 'store-widgets.js' } = {}) {
  /** Module id → its catalogs' other languages. */
  const moved = new Map();
  let enabled = true;
  let root = '';
  /** The npm package's copy of the loader (loaderImportsWrittenOut). */
  let packageLoader = '';
  return {
    name: 'store-widgets:catalogs-by-language',
    // After TypeScript is gone: the parser sees plain JavaScript.
    enforce: 'post',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart(options) {
      // The CDN's build alone, whose one entry is the loader: the npm package's per-tag entries
      // keep every language (an integrator's bundler gets all), and so does Storybook's build,
      // which reads this config too and has no language folders.
      const inputs = Object.values(
        typeof options.input === 'string' ? [options.input] : (options.input ?? {}),
      );
      enabled = inputs.length === 1 && /[\\/]src[\\/]loader\.ts$/.test(String(inputs[0]));
    },
    transform(code, id) {
      if (!enabled || !/\.[cm]?[jt]sx?$/.test(id) || id.includes('node_modules')) return null;
      const split = splitCatalogs(code, (source) => this.parse(source), posix.relative(root, id));
      if (!split) return null;
      moved.set(id, split.texts);
      return { code: split.code, map: split.map };
    },
    renderChunk(code, chunk) {
      if (!enabled || chunk.fileName !== loader) return null;
      // The chunks' names still hold hash placeholders here: filled in at generateBundle.
      // No chunk map (preload-map.mjs): an integrator's bundler names the files its own way.
      packageLoader = loaderImportsWrittenOut(code)
        .toString()
        .replace(CHUNK_MAP_MARKER, 'undefined');
      const text = loaderImportsByLanguage(code);
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
    generateBundle(_options, bundle) {
      if (!enabled || bundle[loader]?.type !== 'chunk') return;
      const dir = `${releaseDir()}/`;
      let source = packageLoader;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk')
          source = source.replaceAll(
            chunk.preliminaryFileName.slice(dir.length),
            chunk.fileName.slice(dir.length),
          );
      }
      this.emitFile({ type: 'asset', fileName: PACKAGE_LOADER, source });
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.fileName === loader) continue;
        if (!chunk.fileName.startsWith(dir)) this.error(`${chunk.fileName} is outside ${dir}`);
        const catalogs = (chunk.moduleIds ?? Object.keys(chunk.modules)).flatMap(
          (id) => moved.get(id) ?? [],
        );
        for (const language of LANGUAGES) {
          this.emitFile({
            type: 'asset',
            fileName: `${dir}${language}/${chunk.fileName.slice(dir.length)}`,
            source: languageCopy(
              chunk.code,
              catalogs.length > 0 ? shippedTextsLine(language, catalogs) : '',
            ),
          });
        }
      }
    },
  };
}
