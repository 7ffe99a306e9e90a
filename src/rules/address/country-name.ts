/** From the browser's own country names, so no catalog carries them. */
export function countryName(iso: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso; // '' or not a region code
  }
}
