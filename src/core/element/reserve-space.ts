/**
 * Until a widget's code has run, its tag is an unknown inline element of no height; when it renders,
 * everything below would jump. This reserves each widget's box before it is defined, with one
 * constructable stylesheet adopted by the document (nothing is added to the page's <head>, and a
 * strict style-src CSP does not apply to it). The selectors outrank `* { … }` page rules.
 *
 * The boxes are each widget's facts (`{name}.facts.ts`); the build hands the loader only them, the
 * block widgets' heights as a table the sheet is made from (smaller than the rules written out).
 * A page overrides a block height with `--store-{first tag of its group}-reserved`.
 */
import { BLOCK_HEIGHTS, INLINE_RULES } from 'virtual:store-widgets/reserved-space';

/** The stylesheet's text: the block widgets' rules, then the inline widgets'. */
export function reservationsCss(): string {
  return (
    Object.entries(BLOCK_HEIGHTS)
      .map(([tags, height]) => {
        const names = tags.split(',');
        const selector = names.map((name) => `store-${name}:not(:defined)`).join();
        return `${selector}{display:block;min-height:var(--store-${names[0]}-reserved,${height}px)}`;
      })
      .join('\n') + INLINE_RULES
  );
}

const KEY = Symbol.for('store-widgets.reserved');

export function reserveWidgetSpace(doc: Document = document): void {
  const holder = doc as Document & { [KEY]?: true };
  if (holder[KEY]) return;
  holder[KEY] = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(reservationsCss());
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
