import type { Language } from '../locale/locales';

// The texts the build appends to each file of a language's folder. On a global, so that another
// copy of this module (the npm package beside the CDN loader) reads them too.
type Texts = Partial<Record<string, string>>;
type Shipped = Record<string, Texts>;

const KEY = Symbol.for('store-widgets.catalog-texts');

/** `"fr:{catalog id}"` → that catalog's French. */
export const SHIPPED_TEXTS_KEY = 'store-widgets.catalog-texts';

export function shippedTexts(language: Exclude<Language, 'en'>, id: string): Texts {
  const shipped = (globalThis as typeof globalThis & { [KEY]?: Shipped })[KEY];
  return shipped?.[`${language}:${id}`] ?? {};
}
