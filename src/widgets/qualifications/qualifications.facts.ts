import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-qualifications>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT },
  docs: {},
  demo: {
    path: '/store/usassessments/en/my-account/qualifications',
    page: {
      route: 'qualifications',
      title: 'Qualifications',
      markup: '<store-qualifications></store-qualifications>',
    },
  },
} satisfies WidgetFacts;
