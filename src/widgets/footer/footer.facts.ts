import type { WidgetFacts } from '../../core/element/widget-facts';

/** `<store-footer>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: 320 },
  everyPage: true,
  docs: { live: true },
  demo: { path: '/' },
} satisfies WidgetFacts;
