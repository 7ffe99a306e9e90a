/**
 * The CDN loader's table of importers, one per tag (`"store-cart": () => load("cart.element.js")`,
 * some followed by `.then((m) => m.t)` where the bundler exported the element's module under a
 * short name), written as one string of names and a function that makes the table from it: the
 * loader ships first on every page, and the table's arrows, quotes and file suffixes repeated
 * for thirty-odd tags are bytes every page waits for. Run on the loader after its imports go
 * through the page's language folder (catalogs-by-language.mjs).
 */
import MagicString from 'magic-string';
import { LOADER_IMPORT as HELPER } from './catalogs-by-language.mjs';

const MAKER = '__storeWidgetsImporters';

// One entry: the tag, the file (the tag's name and `.element.js`), the export the module is under.
const ENTRY = new RegExp(
  String.raw`"store-([\w-]+)"\s*:\s*\(\)\s*=>\s*${HELPER}\((["'\x60])([\w-]+)\.element\.js\2\)` +
    String.raw`(?:\.then\(\(?(\w+)\)?\s*=>\s*\4\.(\w+)\))?`,
  'g',
);
// The whole table: an object literal holding entries alone.
const TABLE = new RegExp(String.raw`\{(?:\s*${ENTRY.source}\s*,?)+\s*\}`);

/**
 * The table as `__storeWidgetsImporters("cart account-menu:t …")`; the code unchanged when it has
 * none (the package's per-tag build). Throws when an entry's file is not its tag's name: the
 * compact form could not say it.
 */
export function compactImporters(code) {
  const table = TABLE.exec(code);
  if (!table) return undefined;
  const items = [...table[0].matchAll(ENTRY)].map(([, tag, , file, , key]) => {
    if (tag !== file) throw new Error(`<store-${tag}> loads ${file}.element.js, not its own name`);
    return key ? `${tag}:${key}` : tag;
  });
  const text = new MagicString(code);
  text.overwrite(
    table.index,
    table.index + table[0].length,
    `${MAKER}(${JSON.stringify(items.join(' '))})`,
  );
  text.prepend(
    `const ${MAKER}=(names)=>Object.fromEntries(names.split(" ").map((item)=>{` +
      `const[name,key]=item.split(":");` +
      `return["store-"+name,()=>${HELPER}(name+".element.js").then((m)=>key?m[key]:m)]}));\n`,
  );
  return text;
}

/** Vite plugin: the CDN loader's importers compacted (after catalogsByLanguage in the list). */
export function compactLoaderImporters({ loader = 'store-widgets.js' } = {}) {
  return {
    name: 'store-widgets:compact-importers',
    enforce: 'post',
    apply: 'build',
    renderChunk(code, chunk) {
      if (chunk.fileName !== loader || !code.includes(`${HELPER}(`)) return null;
      const text = compactImporters(code);
      if (!text) this.error('the loader has no table of importers the build can compact');
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}
