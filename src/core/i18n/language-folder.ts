/**
 * Issue 31: which copy of the release's files the page imports. A production build has one per
 * language (scripts/build/catalogs-by-language.mjs): English in the release's folder, each other
 * language's in a folder of its own beside them (`fr/`), the same code with that language's texts
 * (shipped-texts.ts). The build makes every import of the loader's go through `languageFolder()`
 * (by the function's name in the loader's chunk: scripts/build/catalogs-by-language.mjs).
 *
 * Decided once, at the first import: every file of a page comes from one folder, or the page would
 * run two copies of the runtime (two stores). The locale is resolved as the core resolves it, from
 * the configuration as written (the loader has no validation); a configuration the core would
 * correct may name another language than the files have, and the core then shows English (the
 * fallback per key), never a key or a blank.
 *
 * Loader code: no React, no core.
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
