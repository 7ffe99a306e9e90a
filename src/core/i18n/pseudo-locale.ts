/**
 * The pseudo-locale en-xa (issue 13): every catalog text accented, lengthened by about a third
 * and bracketed, "Add to cart" → "[Àdd ţö çàŕţ ···]". A text the catalogs do not give (an inline
 * string) stays plain English and stands out; a clipped text loses its closing bracket. The
 * placeholders (`{count}`) are kept as they are so the values still go in. Loaded only when the
 * page chooses en-xa (core.ts), never on a shopper's page.
 */
const ACCENTS: Record<string, string> = {
  a: 'à', c: 'ç', e: 'é', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', n: 'ñ', o: 'ö',
  r: 'ŕ', s: 'š', t: 'ţ', u: 'û', w: 'ŵ', y: 'ý', z: 'ž',
  A: 'À', C: 'Ç', E: 'É', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', N: 'Ñ', O: 'Ö',
  R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', W: 'Ŵ', Y: 'Ý', Z: 'Ž',
};

/** Placeholders stay intact: the translator fills them after this transform. */
const PLACEHOLDER = /(\{\w+\})/;

/** How much longer translations often run than English: about 30 %, one `·` per extra letter slot. */
const GROWTH = 0.3;

export function pseudoLocalize(text: string): string {
  if (text === '') return text;
  const parts = text.split(PLACEHOLDER);
  const accented = parts
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[a-z]/gi, (c) => ACCENTS[c] ?? c)))
    .join('');
  // Length counted without the placeholders, whose values are unknown here.
  const letters = parts.filter((_, index) => index % 2 === 0).join('').length;
  const padding = Math.max(1, Math.round(letters * GROWTH));
  return `[${accented} ${'·'.repeat(padding)}]`;
}
