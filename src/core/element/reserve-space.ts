/**
 * Until a widget's code has run, its tag is an unknown inline element of no height; when it renders,
 * everything below would jump. This reserves each widget's box before it is defined, with one
 * constructable stylesheet adopted by the document (nothing is added to the page's <head>, and a
 * strict style-src CSP does not apply to it). The selectors outrank `* { … }` page rules.
 */
const RESERVATIONS = `
store-header:not(:defined), store-footer:not(:defined) { display: block; }
store-account-menu:not(:defined) { display: inline-block; min-width: 96px; min-height: 40px; }
store-header:not(:defined) { min-height: var(--store-header-reserved, 141px); }
@media (max-width: 767px) { store-header:not(:defined) { min-height: var(--store-header-reserved, 221px); } }
store-footer:not(:defined) { min-height: var(--store-footer-reserved, 320px); }
store-payment-cards:not(:defined) { display: block; min-height: var(--store-payment-cards-reserved, 160px); }
`;

const KEY = Symbol.for('store-widgets.reserved');

export function reserveWidgetSpace(doc: Document = document): void {
  const holder = doc as Document & { [KEY]?: true };
  if (holder[KEY]) return;
  holder[KEY] = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(RESERVATIONS);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
