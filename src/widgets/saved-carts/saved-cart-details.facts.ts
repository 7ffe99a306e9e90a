import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-saved-cart-details>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT, group: 'saved-carts' },
  docs: {},
  demo: {
    path: '/store/usassessments/en/my-account/saved-carts/cart-details/00001001',
    page: {
      route: 'savedCartDetails',
      title: 'Saved cart',
      markup: '<store-saved-cart-details></store-saved-cart-details>',
    },
  },
} satisfies WidgetFacts;
