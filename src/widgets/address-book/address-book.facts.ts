import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-address-book>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT },
  docs: {},
  demo: {
    path: '/store/usassessments/en/my-account/addresses',
    page: {
      route: 'addresses',
      title: 'Address book',
      markup: '<store-address-book></store-address-book>',
    },
  },
} satisfies WidgetFacts;
