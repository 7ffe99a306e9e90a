// The pseudo-locale en-xa ("[Àdd ţö çàŕţ ···]"): an inline string or a clipped text stands out.
const PLAIN = 'aceghijklnorstuwyzACEGHIJKLNORSTUWYZ';
const ACCENTED = 'àçéĝĥîĵķļñöŕšţûŵýžÀÇÉĜĤÎĴĶĻÑÖŔŠŢÛŴÝŽ';
const ACCENTS = new Map([...PLAIN].map((letter, index) => [letter, [...ACCENTED][index]]));

/** Placeholders stay intact: the translator fills them after this transform. */
const PLACEHOLDER = /(\{\w+\})/;

/** How much longer translations often run than English. */
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
