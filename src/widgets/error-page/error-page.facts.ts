import type { WidgetFacts } from '../../core/element/widget-facts';

/** `<store-error-page>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: 240 },
  docs: {},
  demo: {
    path: '/en-us/error.404.html',
    page: {
      route: 'error',
      title: 'Error',
      heading: '',
      markup: '<store-error-page></store-error-page>',
    },
  },
} satisfies WidgetFacts;
