import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-order-details>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT, group: 'order-history' },
  docs: {},
  demo: {
    path: '/store/usassessments/en/my-account/order-history/order-details/W0001001',
    page: {
      route: 'orderDetails',
      title: 'Order details',
      markup: '<store-order-details></store-order-details>',
    },
  },
} satisfies WidgetFacts;
