import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-order-history>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT },
  docs: {},
  demo: {
    path: '/store/usassessments/en/my-account/order-history',
    page: {
      route: 'orderHistory',
      title: 'Order history',
      markup: '<store-order-history></store-order-history>',
    },
  },
} satisfies WidgetFacts;
