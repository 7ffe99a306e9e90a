import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-order-status>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT, group: 'order-history' },
  docs: { live: true },
  demo: {
    path: '/store/usassessments/en/order-status',
    page: {
      route: 'orderStatus',
      title: 'Order status',
      markup: '<store-order-status></store-order-status>',
    },
  },
} satisfies WidgetFacts;
