import type { WidgetFacts } from '../../core/element/widget-facts';

/** `<store-cart>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  // TanStack Query comes with the create quote dialog's code, when it opens.
  withoutQueryLibrary: true,
  reserved: { display: 'block', height: 320 },
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
