// Which language's copy of the files the page imports. Decided once: files from two folders would
// run two runtimes. Loader code.
import { readRawConfig } from '../config/raw-config';
import type { Language } from '../locale/locales';
import { rawPageLocale } from '../locale/raw-page-locale';

const FOLDERS: Partial<Record<string, `${Exclude<Language, 'en'>}/`>> = {
  'fr-ca': 'fr/',
  'nl-nl': 'nl/',
  'es-es': 'es/',
};

let chosen: string | undefined;

/** `''` on an English page (and the pseudo-locale's). */
export function languageFolder(): string {
  if (chosen === undefined) {
    chosen = FOLDERS[rawPageLocale(readRawConfig())] ?? '';
  }
  return chosen;
}
