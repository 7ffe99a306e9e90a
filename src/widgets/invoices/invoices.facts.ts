import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-invoices>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT },
  docs: {},
  demo: {
    path: '/invoices/en-us',
    page: { route: 'invoices', title: 'Invoices', markup: '<store-invoices></store-invoices>' },
  },
} satisfies WidgetFacts;
