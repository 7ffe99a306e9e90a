import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-profile-details>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT },
  docs: {},
  demo: {
    path: '/store/usassessments/en/my-account/profile-details',
    page: {
      route: 'profile',
      title: 'Profile & password',
      markup: '<store-profile-details></store-profile-details>',
    },
  },
} satisfies WidgetFacts;
