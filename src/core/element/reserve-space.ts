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
@media (max-width: 767px) { store-header:not(:defined) { min-height: var(--store-header-reserved, 137px); } }
store-footer:not(:defined) { min-height: var(--store-footer-reserved, 320px); }
store-payment-cards:not(:defined) { display: block; min-height: var(--store-payment-cards-reserved, 160px); }
store-mini-cart:not(:defined) { display: inline-block; min-width: 56px; min-height: 40px; }
@media (min-width: 1400px) { store-mini-cart:not(:defined) { min-width: 152px; } }
store-add-to-cart:not(:defined) { display: inline-block; vertical-align: top; min-width: 160px; min-height: var(--store-add-to-cart-reserved, 96px); }
store-quick-order:not(:defined) { display: block; min-height: var(--store-quick-order-reserved, 480px); }
store-cart:not(:defined) { display: block; min-height: var(--store-cart-reserved, 320px); }
store-order-confirmation:not(:defined) { display: block; min-height: var(--store-order-confirmation-reserved, 480px); }
store-checkout:not(:defined) { display: block; min-height: var(--store-checkout-reserved, 640px); }
store-saved-carts:not(:defined), store-saved-cart-details:not(:defined) { display: block; min-height: var(--store-saved-carts-reserved, 200px); }
store-order-history:not(:defined), store-order-details:not(:defined), store-order-status:not(:defined) { display: block; min-height: var(--store-order-history-reserved, 240px); }
store-quotes:not(:defined), store-quote-details:not(:defined) { display: block; min-height: var(--store-quotes-reserved, 320px); }
store-my-account:not(:defined) { display: block; min-height: var(--store-my-account-reserved, 360px); }
store-address-book:not(:defined), store-address-form-page:not(:defined) { display: block; min-height: var(--store-address-book-reserved, 240px); }
store-qualifications:not(:defined), store-qualification-form-page:not(:defined) { display: block; min-height: var(--store-qualifications-reserved, 240px); }
store-error-page:not(:defined) { display: block; min-height: var(--store-error-page-reserved, 240px); }
store-profile-details:not(:defined) { display: block; min-height: var(--store-profile-details-reserved, 640px); }
store-preferences:not(:defined) { display: block; min-height: var(--store-preferences-reserved, 480px); }
store-invoices:not(:defined), store-invoice-payment:not(:defined), store-invoice-confirmation:not(:defined) { display: block; min-height: var(--store-invoices-reserved, 240px); }
store-accounts:not(:defined) { display: block; min-height: var(--store-accounts-reserved, 240px); }
store-support-login:not(:defined) { display: block; min-height: var(--store-support-login-reserved, 240px); }
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
