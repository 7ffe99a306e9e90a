import type { WidgetFacts } from '../../core/element/widget-facts';

/** `<store-product-field>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'inline-block', width: 48, height: 20, overridable: true },
  withoutQueryLibrary: true,
  docs: {
    snippet: '<store-product-field code="0158241926" field="price"></store-product-field>',
    live: true,
  },
  demo: { path: '/demo/product-cards.html' },
} satisfies WidgetFacts;
