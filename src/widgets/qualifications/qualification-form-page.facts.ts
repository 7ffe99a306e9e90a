import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-qualification-form-page>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT, group: 'qualifications' },
  docs: {},
  demo: {
    path: '/store/usassessments/en/my-account/qualifications/degree/add',
    page: {
      route: 'addQualification',
      title: 'Add a qualification',
      markup: '<store-qualification-form-page></store-qualification-form-page>',
    },
  },
} satisfies WidgetFacts;
