import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-accounts>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT },
  docs: {},
  demo: {
    path: '/store/usassessments/en/my-account/accounts',
    page: { route: 'accounts', title: 'Accounts', markup: '<store-accounts></store-accounts>' },
  },
} satisfies WidgetFacts;
