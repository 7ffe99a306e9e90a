import type { Language } from '../locale/locales';

/**
 * The texts of the page's language, appended by the build to each file of that language's folder.
 * On a global: another copy of this module (the npm package beside the CDN loader) reads them too.
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
