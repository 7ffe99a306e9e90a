import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-quote-details>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT, group: 'quotes' },
  docs: {},
  demo: {
    path: '/store/usassessments/en/my-account/quotes/Q-1001',
    page: { route: 'quote', title: 'Quote', markup: '<store-quote-details></store-quote-details>' },
  },
} satisfies WidgetFacts;
