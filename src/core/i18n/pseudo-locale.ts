/**
 * The pseudo-locale en-xa (issue 13): every catalog text accented, lengthened by about a third
 * and bracketed, "Add to cart" → "[Àdd ţö çàŕţ ···]". A text the catalogs do not give (an inline
 * string) stays plain English and stands out; a clipped text loses its closing bracket. The
 * placeholders (`{count}`) are kept as they are so the values still go in. Loaded only when the
 * page chooses en-xa (core.ts), never on a shopper's page.
 */
/** Each letter that has a look-alike with an accent, and that look-alike (same position). */
const PLAIN = 'aceghijklnorstuwyzACEGHIJKLNORSTUWYZ';
const ACCENTED = 'àçéĝĥîĵķļñöŕšţûŵýžÀÇÉĜĤÎĴĶĻÑÖŔŠŢÛŴÝŽ';
const ACCENTS = new Map([...PLAIN].map((letter, index) => [letter, [...ACCENTED][index]]));

/** Placeholders stay intact: the translator fills them after this transform. */
const PLACEHOLDER = /(\{\w+\})/;

/** How much longer translations often run than English: about 30 %, one `·` per extra letter slot. */
const GROWTH = 0.3;

export function pseudoLocalize(text: string): string {
  if (text === '') return text;
  const parts = text.split(PLACEHOLDER);
  const accented = parts
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(/[a-z]/gi, (c) => ACCENTS.get(c) ?? c),
    )
    .join('');
  // Length counted without the placeholders, whose values are unknown here.
  const letters = parts.filter((_, index) => index % 2 === 0).join('').length;
  const padding = Math.max(1, Math.round(letters * GROWTH));
  return `[${accented} ${'·'.repeat(padding)}]`;
}
