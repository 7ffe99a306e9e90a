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

export function translator<K extends string>(
  catalogs: Catalogs<K>,
  language: Language,
): Translate<K> {
  const catalog = catalogs[language];
  return (key, params) => interpolate(catalog[key] ?? catalogs.en[key], params);
}
