import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-saved-carts>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT },
  docs: {},
  demo: {
    path: '/store/usassessments/en/my-account/saved-carts',
    page: {
      route: 'savedCarts',
      title: 'Saved carts',
      markup: '<store-saved-carts></store-saved-carts>',
    },
  },
} satisfies WidgetFacts;
