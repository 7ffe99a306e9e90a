import type { Catalogs, MessageText } from '../../core/i18n/messages';

type KeyOf<C> = C extends Catalogs<infer K> ? K : never;
type Catalog = Partial<Record<string, MessageText>>;

/**
 * One catalog for a form whose fields come from several rules (contact details: names, email,
 * phone). The parts' keys never overlap: each rule prefixes its own (`name.`, `email.`, `phone.`).
 */
export function combineCatalogs<const T extends readonly Catalogs<string>[]>(
  ...parts: T
): Catalogs<KeyOf<T[number]>> {
  const language = (pick: (part: Catalogs<string>) => Catalog): Catalog =>
    Object.assign({}, ...parts.map(pick)) as Catalog;
  // Each part's English is complete, so their union is complete for the union of their keys. The
  // other languages are read when asked for: in a production build a part's French comes with the
  // page's files (src/core/i18n/shipped-texts.ts), filed after this module has run.
  return {
    en: language((part) => part.en),
    get fr() {
      return language((part) => part.fr);
    },
    get nl() {
      return language((part) => part.nl);
    },
    get es() {
      return language((part) => part.es);
    },
  } as Catalogs<KeyOf<T[number]>>;
}
