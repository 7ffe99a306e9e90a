import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-payment-cards>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT },
  docs: {},
  demo: {
    path: '/store/usassessments/en/my-account/payment-cards',
    page: {
      route: 'paymentCards',
      title: 'Payment cards',
      markup: '<store-payment-cards></store-payment-cards>',
    },
  },
} satisfies WidgetFacts;
