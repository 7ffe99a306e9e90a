import type { WidgetFacts } from '../../core/element/widget-facts';

/** `<store-support-login>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: 240 },
  docs: {},
  demo: {
    path: '/store/usassessments/en/my-account/support/login',
    page: {
      route: 'supportLogin',
      title: 'Customer service sign-in',
      markup: '<store-support-login></store-support-login>',
    },
  },
} satisfies WidgetFacts;
