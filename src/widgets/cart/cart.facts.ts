import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-cart>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  // TanStack Query comes with the create quote dialog's code, when it opens.
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT },
  docs: {},
  demo: {
    path: '/cart',
    page: {
      route: 'cart',
      title: 'Cart',
      heading: 'Your cart',
      markup: '<store-cart></store-cart>',
    },
  },
} satisfies WidgetFacts;
