import type { WidgetFacts } from '../../core/element/widget-facts';

/** `<store-product-image>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'inline-block', width: 96, height: 96, align: 'top', overridable: true },
  docs: {
    snippet: '<store-product-image code="0158241926"></store-product-image>',
    live: true,
  },
  demo: {
    path: '/demo/product-image.html',
    page: {
      title: 'Product pictures',
      markup:
        "<p>Each picture from the platform, its product's name as the alternative text.</p>" +
        '<p><store-product-image code="0158241926"></store-product-image> ' +
        '<store-product-image code="0158979876"></store-product-image> ' +
        '<store-product-image code="0158979825"></store-product-image></p>',
    },
  },
} satisfies WidgetFacts;
