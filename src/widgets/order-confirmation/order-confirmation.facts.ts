import type { WidgetFacts } from '../../core/element/widget-facts';

/** `<store-order-confirmation>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: 480 },
  docs: {},
  demo: {
    path: '/store/usassessments/en/checkout/order-confirmation/W0001001',
    page: {
      route: 'orderConfirmation',
      title: 'Order confirmation',
      heading: 'Thank you for your order',
      markup: '<store-order-confirmation></store-order-confirmation>',
    },
  },
} satisfies WidgetFacts;
