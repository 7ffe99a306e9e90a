import type { WidgetFacts } from '../../core/element/widget-facts';

/** `<store-header>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: 141 },
  everyPage: true,
  renders: ['store-account-menu', 'store-mini-cart'],
  docs: { live: true },
  demo: { path: '/' },
} satisfies WidgetFacts;
