import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-address-form-page>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT, group: 'address-book' },
  docs: {},
  demo: {
    path: '/store/usassessments/en/my-account/addresses/add-address',
    page: {
      route: 'addAddress',
      title: 'Add an address',
      markup: '<store-address-form-page></store-address-form-page>',
    },
  },
} satisfies WidgetFacts;
