/**
 * Until a widget's code has run, its tag is an unknown inline element of no height; when it renders,
 * everything below would jump. This reserves each widget's box before it is defined, with one
 * constructable stylesheet adopted by the document (nothing is added to the page's <head>, and a
 * strict style-src CSP does not apply to it). The selectors outrank `* { … }` page rules.
 *
 * The loader ships on every page, so the block widgets' heights are a table the sheet is made
 * from (issue 14: 63 B gzip less than the same rules written out).
 */

/**
 * Block widgets' reserved heights in px, by the tags that share one (comma-separated, without
 * `store-`). A page overrides one with `--store-{first tag}-reserved`.
 */
const BLOCK_HEIGHTS: Record<string, number> = {
  header: 141,
  footer: 320,
  'payment-cards': 160,
  'quick-order': 480,
  cart: 320,
  'order-confirmation': 480,
  checkout: 640,
  'saved-carts,saved-cart-details': 200,
  'order-history,order-details,order-status': 240,
  'quotes,quote-details': 320,
  'my-account': 360,
  'address-book,address-form-page': 240,
  'qualifications,qualification-form-page': 240,
  'error-page': 240,
  'profile-details': 640,
  preferences: 480,
  'invoices,invoice-payment,invoice-confirmation': 240,
  accounts: 240,
  'support-login': 240,
};

/**
 * The inline widgets, written out. The mini-cart's wide box follows its own sheet's query: the
 * width of the container around it (the header's root, once the header is defined), not the
 * window's. Block widgets' heights do not depend on the width: the loader cannot know the column
 * a widget sits in.
 */
const OTHER_RULES = `
store-account-menu:not(:defined){display:inline-block;min-width:96px;min-height:40px}
store-mini-cart:not(:defined){display:inline-block;min-width:56px;min-height:40px}
@container (width>=1400px){store-mini-cart:not(:defined){min-width:152px}}
store-add-to-cart:not(:defined){display:inline-block;vertical-align:top;min-width:160px;min-height:var(--store-add-to-cart-reserved,96px)}
`;

/** The stylesheet's text: the block widgets' rules, then the inline widgets'. */
export function reservationsCss(): string {
  return (
    Object.entries(BLOCK_HEIGHTS)
      .map(([tags, height]) => {
        const names = tags.split(',');
        const selector = names.map((name) => `store-${name}:not(:defined)`).join();
        return `${selector}{display:block;min-height:var(--store-${names[0]}-reserved,${height}px)}`;
      })
      .join('\n') + OTHER_RULES
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
