import type MagicString from 'magic-string';
import type { Plugin } from 'vite';

type Texts = Record<string, string>;
export interface MovedCatalog {
  id: string;
  fr: Texts;
  nl: Texts;
  es: Texts;
}

export declare function splitCatalogs(
  code: string,
  parse: (code: string) => unknown,
  moduleKey: string,
): { code: string; map: unknown; texts: MovedCatalog[] } | undefined;
export declare function shippedTextsLine(
  language: 'fr' | 'nl' | 'es',
  catalogs: readonly MovedCatalog[],
): string;
export declare function languageCopy(code: string, line: string): string;
export declare const LOADER_IMPORT: string;
export declare function loaderImportsByLanguage(code: string, dir?: string): MagicString;
export declare function loaderImportsWrittenOut(code: string, dir?: string): MagicString;
export declare const PACKAGE_LOADER: string;
export declare function catalogsByLanguage(options?: { loader?: string }): Plugin;
