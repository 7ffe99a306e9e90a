/**
 * Which language's copy of the release's files the page imports. Decided once, at the first
 * import: files from two folders would run two runtimes (two stores). Loader code.
 */
import { readRawConfig } from '../config/raw-config';
import type { Language } from '../locale/locales';
import { rawPageLocale } from '../locale/raw-page-locale';

/** The folder of each language with files of its own (spec: fr-ca → fr, nl-nl → nl, es-es → es). */
const FOLDERS: Partial<Record<string, `${Exclude<Language, 'en'>}/`>> = {
  'fr-ca': 'fr/',
  'nl-nl': 'nl/',
  'es-es': 'es/',
};

let chosen: string | undefined;

/** `''` on an English page (and the pseudo-locale's), else `fr/`, `nl/` or `es/`. */
export function languageFolder(): string {
  if (chosen === undefined) {
    chosen = FOLDERS[rawPageLocale(readRawConfig())] ?? '';
  }
  return chosen;
}
