// Reserves each widget's box until it is defined, so the page does not jump, in a constructable
// sheet: nothing in <head>, and a strict style-src CSP does not apply. Outranks `* { … }` rules.
import { BLOCK_HEIGHTS, INLINE_RULES } from 'virtual:store-widgets/reserved-space';

export function reservationsCss(): string {
  const blocks = Object.keys(BLOCK_HEIGHTS).join().split(',');
  return (
    Object.entries(BLOCK_HEIGHTS)
      .map(([tags, height]) => {
        const names = tags.split(',');
        const selector = names.map((name) => `store-${name}:not(:defined)`).join();
        const length = typeof height === 'number' ? `${height}px` : height; // an account page's vh
        return `${selector}{display:block;min-height:var(--store-${names[0]}-reserved,${length})}`;
      })
      .join('\n') +
    // The page's markup for a widget's content slots shows only in its slot (the inline widgets'
    // rule is in INLINE_RULES).
    `\n:is(${blocks.map((name) => `store-${name}`).join()}):not(:defined)>[slot]{display:none}` +
    INLINE_RULES
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
