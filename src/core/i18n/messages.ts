import type { Language } from '../locale/locales';
import { shippedTexts } from './shipped-texts';

/** Plain text with `{name}` placeholders. */
export type MessageText = string;

/** English defines the keys; a key another language leaves out shows in English. */
export interface Catalogs<K extends string> {
  en: Record<K, MessageText>;
  fr: Partial<Record<K, MessageText>>;
  nl: Partial<Record<K, MessageText>>;
  es: Partial<Record<K, MessageText>>;
}

export type Params = Record<string, string | number>;
export type Translate<K extends string> = (key: K, params?: Params) => string;

function interpolate(text: string, params: Params | undefined): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** `shippedAs` is the build's alone (scripts/build/catalogs-by-language.mjs). */
export function defineMessages<K extends string>(
  catalogs: Catalogs<K>,
  shippedAs?: string,
): Catalogs<K> {
  if (shippedAs === undefined) return catalogs;
  return {
    en: catalogs.en,
    get fr() {
      return shippedTexts('fr', shippedAs);
    },
    get nl() {
      return shippedTexts('nl', shippedAs);
    },
    get es() {
      return shippedTexts('es', shippedAs);
    },
  };
}

/** `transform` (the pseudo-locale's) runs before the placeholders are filled. */
export function translator<K extends string>(
  catalogs: Catalogs<K>,
  language: Language,
  transform?: (text: MessageText) => MessageText,
): Translate<K> {
  const catalog = catalogs[language];
  return (key, params) => {
    const text = catalog[key] ?? catalogs.en[key];
    return interpolate(transform ? transform(text) : text, params);
  };
}
