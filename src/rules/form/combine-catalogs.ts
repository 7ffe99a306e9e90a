import type { Catalogs, MessageText } from '../../core/i18n/messages';

type KeyOf<C> = C extends Catalogs<infer K> ? K : never;
type Catalog = Partial<Record<string, MessageText>>;

/** One catalog for a form whose fields come from several rules; each rule prefixes its keys. */
export function combineCatalogs<const T extends readonly Catalogs<string>[]>(
  ...parts: T
): Catalogs<KeyOf<T[number]>> {
  const language = (pick: (part: Catalogs<string>) => Catalog): Catalog =>
    Object.assign({}, ...parts.map(pick)) as Catalog;
  // Other languages are read when asked for: in production a part's French is filed after this
  // module has run (src/core/i18n/shipped-texts.ts).
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
