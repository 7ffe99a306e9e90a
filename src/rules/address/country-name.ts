// One set of names per language for the page's life: building Intl.DisplayNames costs far more
// than asking it, and a country list asks once per country.
const namesByLanguage = new Map<string, Intl.DisplayNames | null>();

function displayNames(language: string): Intl.DisplayNames | null {
  let names = namesByLanguage.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = null; // not a language the browser knows: the codes stand
    }
    namesByLanguage.set(language, names);
  }
  return names;
}

/** From the browser's own country names, so no catalog carries them. */
export function countryName(iso: string, language: string): string {
  try {
    return displayNames(language)?.of(iso) ?? iso;
  } catch {
    return iso; // '' or not a region code
  }
}
