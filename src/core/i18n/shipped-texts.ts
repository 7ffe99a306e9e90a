import type { Language } from '../locale/locales';

/**
 * Issue 31: a production page gets the texts of its own language only. The build
 * (scripts/build/catalogs-by-language.mjs) keeps each catalog's English inline and gives every other
 * language a copy of the release's files in a folder of its own (`releases/{id}/fr/`), each file
 * ending with its catalogs' texts in that language, filed here. The loader imports from the page's
 * language folder (language-folder.ts), so the texts arrive with the code that shows them: no
 * extra request, nothing shown in English first.
 *
 * The store on a global: the catalogs of a chunk and its texts are in the same file, but a chunk's
 * catalogs may be read from another copy of this module (the npm package's per-tag entry beside
 * the CDN loader).
 */
/** A catalog's texts by key (messages.ts reads them: this module imports nothing of it). */
type Texts = Partial<Record<string, string>>;
type Shipped = Record<string, Texts>;

const KEY = Symbol.for('store-widgets.catalog-texts');

/** The global the build's appended lines fill: `"fr:3f2a9c1d"` → that catalog's French. */
export const SHIPPED_TEXTS_KEY = 'store-widgets.catalog-texts';

/** A catalog's texts in `language`, as shipped with the page's files; none when not shipped. */
export function shippedTexts(language: Exclude<Language, 'en'>, id: string): Texts {
  const shipped = (globalThis as typeof globalThis & { [KEY]?: Shipped })[KEY];
  return shipped?.[`${language}:${id}`] ?? {};
}
