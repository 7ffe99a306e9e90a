import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-quotes>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT },
  docs: {},
  demo: {
    path: '/store/usassessments/en/my-account/quotes',
    page: { route: 'quotes', title: 'Quotes', markup: '<store-quotes></store-quotes>' },
  },
} satisfies WidgetFacts;
