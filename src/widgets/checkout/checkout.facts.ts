import type { WidgetFacts } from '../../core/element/widget-facts';

/** `<store-checkout>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: 640 },
  docs: {},
  demo: {
    path: '/store/checkout',
    page: { route: 'checkout', title: 'Checkout', markup: '<store-checkout></store-checkout>' },
  },
} satisfies WidgetFacts;
