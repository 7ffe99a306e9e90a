import type { WidgetFacts } from '../../core/element/widget-facts';

/** `<store-mini-cart>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: {
    display: 'inline-block',
    width: 56,
    height: 40,
    wide: { fromContainerWidth: 1400, width: 152 },
  },
  everyPage: true,
  docs: { live: true },
  demo: { path: '/' },
} satisfies WidgetFacts;
