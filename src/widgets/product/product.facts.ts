import type { WidgetFacts } from '../../core/element/widget-facts';

/** The demo grid's products: in stock, low stock (0158979825), none (0158980343), not online (0158984403). */
const CARD_PRODUCTS = [
  '0158241926',
  '0158979876',
  '0158979817',
  '0158979825',
  '0158979833',
  '0158979841',
  '0158980343',
  '0158980351',
  '0158983415',
  '0158983423',
  '0158984403',
  '0158036645',
];

/** A product card as a CMS author writes it: their markup, our elements for the platform's data. */
const card = (code: string) =>
  `<article><store-product code="${code}"><store-product-image></store-product-image>` +
  `<h2><store-product-field field="name"></store-product-field></h2>` +
  `<p>Format: <store-product-field field="format"></store-product-field></p>` +
  `<p>Qualification level <store-product-field field="qualification-level"></store-product-field></p>` +
  `<p><strong><store-product-field field="price"></store-product-field></strong> · ` +
  `<store-product-field field="availability"></store-product-field></p></store-product></article>`;

/** `<store-product>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: 24 },
  // The fields go inside it (docs/authoring.md); the snippet is the scope alone.
  docs: { snippet: '<store-product code="0158241926"></store-product>', live: true },
  demo: {
    path: '/demo/product-cards.html',
    page: {
      title: 'Product cards',
      markup:
        `<p>Cards written in the page's own markup; the name, format, level, price and availability come from the platform, for the shopper signed in.</p>` +
        `<section class="tiles" aria-label="Products">${CARD_PRODUCTS.map(card).join('')}</section>` +
        `<h2>A product that does not exist</h2>` +
        `<section class="tiles" aria-label="Missing product"><article><store-product code="0158999999">` +
        `<h3>Product 0158999999</h3><p><store-product-field field="price"></store-product-field></p>` +
        `</store-product></article></section>`,
    },
  },
} satisfies WidgetFacts;
