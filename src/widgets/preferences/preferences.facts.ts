import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-preferences>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT },
  docs: {},
  demo: {
    path: '/store/usassessments/en/my-account/preferences',
    page: {
      route: 'preferences',
      title: 'Preferences',
      markup: '<store-preferences></store-preferences>',
    },
  },
} satisfies WidgetFacts;
