import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-my-account>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT },
  docs: {},
  demo: {
    path: '/store/usassessments/en/my-account',
    page: {
      route: 'accountRoot',
      title: 'My account',
      markup: '<store-my-account></store-my-account>',
    },
  },
} satisfies WidgetFacts;
