import { displayNames } from '../format/intl-formats';

/** From the browser's own country names, so no catalog carries them. */
export function countryName(iso: string, language: string): string {
  try {
    return displayNames(language, { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso; // a language the browser does not know, '' or not a region code
  }
}
