/**
 * What /docs shows under each tag besides the manifest: the embed snippet, whether the widget runs
 * live on the docs page, and its demo page.
 *
 * Live on /docs (as a visitor, against the fake backend): the widgets an author drops into any
 * page, which need nothing from the address and never navigate by themselves. The page-level
 * widgets are shown on their demo page instead: they read their route's parameters from the
 * address (order, cart, quote, address, invoice, error code), most need a signed-in shopper (on
 * /docs they would all show the same "sign in" state), the checkout sends a shopper with an empty
 * cart to the cart page, forms go back to their list after a save, and each renders its page's
 * main content. Their demo page is their live example, with the seeded shoppers (docs/fake-backend.md).
 *
 * Every tag of the manifest has an entry (a unit test checks both ways), and every page is one of
 * the demo host's routes (the same test, and the e2e test follows each link).
 */
const ACCOUNT = '/store/usassessments/en/my-account';

/** Tag → { snippet (the embed markup), live (rendered on /docs), page (its demo page) }. */
export const DOCS_EXAMPLES = {
  'store-header': { live: true, page: '/' },
  'store-footer': { live: true, page: '/' },
  'store-account-menu': { live: true, page: '/' },
  'store-mini-cart': { live: true, page: '/' },
  'store-add-to-cart': {
    snippet: '<store-add-to-cart product-code="0158241926"></store-add-to-cart>',
    live: true,
    page: '/p/0158241926',
  },
  'store-quick-order': { live: true, page: '/store/usassessments/en/quickOrder' },
  'store-order-status': { live: true, page: '/store/usassessments/en/order-status' },
  'store-cart': { page: '/cart' },
  'store-checkout': { page: '/store/checkout' },
  'store-order-confirmation': {
    page: '/store/usassessments/en/checkout/order-confirmation/W0001001',
  },
  'store-my-account': { page: ACCOUNT },
  'store-order-history': { page: `${ACCOUNT}/order-history` },
  'store-order-details': { page: `${ACCOUNT}/order-history/order-details/W0001001` },
  'store-saved-carts': { page: `${ACCOUNT}/saved-carts` },
  'store-saved-cart-details': { page: `${ACCOUNT}/saved-carts/cart-details/00001001` },
  'store-address-book': { page: `${ACCOUNT}/addresses` },
  'store-address-form-page': { page: `${ACCOUNT}/addresses/add-address` },
  'store-quotes': { page: `${ACCOUNT}/quotes` },
  'store-quote-details': { page: `${ACCOUNT}/quotes/Q-1001` },
  'store-profile-details': { page: `${ACCOUNT}/profile-details` },
  'store-preferences': { page: `${ACCOUNT}/preferences` },
  'store-qualifications': { page: `${ACCOUNT}/qualifications` },
  'store-qualification-form-page': { page: `${ACCOUNT}/qualifications/degree/add` },
  'store-accounts': { page: `${ACCOUNT}/accounts` },
  'store-payment-cards': { page: `${ACCOUNT}/payment-cards` },
  'store-support-login': { page: `${ACCOUNT}/support/login` },
  'store-invoices': { page: '/invoices/en-us' },
  'store-invoice-payment': { page: '/invoices/INV-1001/payment' },
  'store-invoice-confirmation': { page: '/invoices/INV-1001/payment/confirmation' },
  'store-error-page': { page: '/en-us/error.404.html' },
};

/** The tag's embed markup: its own snippet, else the bare element. */
export function snippetOf(tag) {
  return DOCS_EXAMPLES[tag]?.snippet ?? `<${tag}></${tag}>`;
}

/** The markup every page needs once (docs/authoring.md, "Embedding"). */
export const PAGE_SETUP_SNIPPET = `<script type="application/json" id="store-widgets-config">
  { "platformKey": "YOUR-PLATFORM-KEY" }
</script>
<script type="module" src="https://YOUR-CDN/store-widgets/store-widgets.js"></script>`;
