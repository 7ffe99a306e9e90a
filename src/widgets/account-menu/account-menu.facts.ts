import type { WidgetFacts } from '../../core/element/widget-facts';

/** `<store-account-menu>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'inline-block', width: 96, height: 40 },
  everyPage: true,
  docs: { live: true },
  demo: { path: '/' },
} satisfies WidgetFacts;
