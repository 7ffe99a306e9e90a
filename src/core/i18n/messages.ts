import type { Language } from '../locale/locales';

/** A message: plain text with `{name}` placeholders. */
export type MessageText = string;

/**
 * A widget's catalogs. English is complete and defines the keys; the other languages may leave a
 * key out, and then the English text is shown (never the key, never a blank).
 */
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

export function defineMessages<K extends string>(catalogs: Catalogs<K>): Catalogs<K> {
  return catalogs;
}

/** `transform` (the pseudo-locale's) changes each catalog text before its placeholders are filled. */
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
